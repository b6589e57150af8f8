import type { Page } from 'playwright-core';

// The shop's clock as a browser test moves it (a shop started with TEST_CLOCK: POST /bff/test-clock).
// Through Node's fetch, not page.request: undici lets a kept-alive connection go well before the shop's
// keep-alive timeout (10 s, bff/src/http/slow-clients.ts), where Playwright's request client could send on
// one the shop was closing after a longer pause, and the move failed with "read ECONNRESET".
const clockCall = async (page: Page, advanceSeconds?: number) => {
  const origin = new URL(page.url()).origin;
  const res = await fetch(`${origin}/bff/test-clock`, {
    method: advanceSeconds === undefined ? 'GET' : 'POST',
    headers: { 'x-csrf': '1', origin, 'content-type': 'application/json' },
    body: advanceSeconds === undefined ? undefined : JSON.stringify({ advance_seconds: advanceSeconds }),
  });
  if (!res.ok) throw new Error(`the clock did not answer: ${await res.text()}`);
  return Date.parse(((await res.json()) as { data: { now: string } }).data.now);
};

/** The shop's time, from a page of it. */
export const shopNow = (page: Page) => clockCall(page);

/** Moves the shop's clock on by `ms` (to the next whole second). */
export async function moveClock(page: Page, ms: number) {
  await clockCall(page, Math.ceil(ms / 1000));
}

/** "2026-11-30T14:05": what a person types into a datetime-local field for `at`, in their own zone. */
export function typedIn(at: Date, timeZone: string) {
  const part = (type: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
