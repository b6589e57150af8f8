// A step of a poll, within the 100 ms shared/test/no-clock-sleeps.test.ts allows, and the longest wait.
const EVERY_MS = 20;
const WITHIN_MAX_MS = 20_000;

/**
 * The one way a test waits on the real clock: asks `read` every 20 ms until it answers something
 * truthy, and answers that; past `within` ms (5 s unless told, at most 20 s) it throws, naming what
 * did not happen. For an event (a mail sent, a webhook set, a connection counted), never for a
 * lifetime: time that has to pass is moved on the apps' clock instead (shared/test/clock.ts).
 */
export async function until<T>(what: string, read: () => T | Promise<T>, { within = 5000 } = {}): Promise<NonNullable<T>> {
  if (within > WITHIN_MAX_MS) throw new RangeError(`until waits at most ${WITHIN_MAX_MS} ms, not ${within}`);
  const deadline = Date.now() + within;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waited ${within} ms in vain for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
  }
}
