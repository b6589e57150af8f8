import type { Page } from 'playwright-core';

// The shop's clock as a browser test moves it (a shop started with TEST_CLOCK: POST /bff/test-clock).
const headers = (page: Page) => ({ 'x-csrf': '1', origin: new URL(page.url()).origin });

/** The shop's time, from a page of it. */
export const shopNow = async (page: Page) => Date.parse((await (await page.request.get('/bff/test-clock', { headers: headers(page) })).json()).data.now);

/** Moves the shop's clock on by `ms` (to the next whole second). */
export async function moveClock(page: Page, ms: number) {
  const moved = await page.request.post('/bff/test-clock', { headers: headers(page), data: { advance_seconds: Math.ceil(ms / 1000) } });
  if (!moved.ok()) throw new Error(`the clock did not move: ${await moved.text()}`);
}

/** "2026-11-30T14:05": what a person types into a datetime-local field for `at`, in their own zone. */
export function typedIn(at: Date, timeZone: string) {
  const part = (type: string) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
      .formatToParts(at)
      .find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}
