import type { Page } from 'playwright-core';

/**
 * The learner watches these 6-second chapters by the player's own calls: a report as playing starts
 * and one at the end, with the shop's clock moved by the chapter's length between them, as the server
 * credits watching by the time between reports (upstream/src/learning/learning.ts).
 */
export async function watchedByReports(page: Page, origin: string, slug: string, chapters: readonly (readonly [string, number])[]) {
  const headers = { 'x-csrf': '1', origin };
  const report = async (list: string, position: number, seconds: number, completed: boolean) => {
    const res = await page.request.post('/api/academy/progress', { headers, data: { slug, list, position, seconds, duration: 6, completed } });
    if (!res.ok()) throw new Error(`progress failed: ${await res.text()}`);
  };
  for (const [list, position] of chapters) {
    await report(list, position, 0, false);
    const moved = await page.request.post('/bff/test-clock', { headers, data: { advance_seconds: 6 } });
    if (!moved.ok()) throw new Error(`the clock did not move: ${await moved.text()}`);
    await report(list, position, 6, true);
  }
}
