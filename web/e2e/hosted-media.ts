import { readFile } from 'node:fs/promises';
import type { BrowserContext, Page } from 'playwright-core';

/** A video host this machine cannot reach; a shop started with MEDIA_HOSTS naming it plays links to it. */
export const MEDIA_HOST = 'https://media.example.test';
const CLIP = await readFile(new URL('../../upstream/seed/media/lesson-2.webm', import.meta.url));

/**
 * The host, answered inside the browser (a page or all of a context's pages) with a real clip, as a
 * video host answers a media element's ranged request: 206 with the part asked for. Answers the URLs asked.
 */
export async function hostedMedia(within: Page | BrowserContext) {
  const asked: string[] = [];
  await within.route(`${MEDIA_HOST}/**`, (route) => {
    asked.push(route.request().url());
    const [, from = '0', to = String(CLIP.length - 1)] = /bytes=(\d+)-(\d*)/.exec(route.request().headers().range ?? '') ?? [];
    const end = Math.min(Number(to || CLIP.length - 1), CLIP.length - 1);
    return route.fulfill({
      status: 206,
      contentType: 'video/webm',
      body: CLIP.subarray(Number(from), end + 1),
      headers: { 'access-control-allow-origin': '*', 'accept-ranges': 'bytes', 'content-range': `bytes ${from}-${end}/${CLIP.length}` },
    });
  });
  return asked;
}
