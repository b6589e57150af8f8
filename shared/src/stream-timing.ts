// Without zod (shared/src/streams.ts holds the claim's schema): the player reads these.

/**
 * How often an open lesson tells the server it is still playing here, and how long a device that
 * has gone quiet keeps its place (a closed laptop, a lost connection) before another may take it:
 * four beats, and longer than a background tab's throttled timers skip.
 */
export const STREAM_BEAT_SECONDS = 15;
export const STREAM_LIVE_SECONDS = 60;
