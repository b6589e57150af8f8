import { z } from 'zod';

/**
 * How often an open lesson tells the server it is still playing here, and how long a device that
 * has gone quiet keeps its place (a closed laptop, a lost connection) before another may take it:
 * four beats, and longer than a background tab's throttled timers skip.
 */
export const STREAM_BEAT_SECONDS = 15;
export const STREAM_LIVE_SECONDS = 60;

/** `POST streams`: this device plays a course's video; `take_over` stops the account's longest-playing other device to make room. */
export const streamRequest = z.object({ take_over: z.boolean().default(false) });
export type StreamRequest = z.input<typeof streamRequest>;
