import { z } from 'zod';

/** `POST streams`: this device plays a course's video; `take_over` stops the account's longest-playing other device to make room. */
export const streamRequest = z.object({ take_over: z.boolean().default(false) });
export type StreamRequest = z.input<typeof streamRequest>;
