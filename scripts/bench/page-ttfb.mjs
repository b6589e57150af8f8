// The time to first byte of a server-rendered public page under load, beside the SPA's static shell
// in the same run, on the shop as `npm start` runs it (scripts/bench/throwaway-shop.mjs). The shell
// is the floor: what the BFF costs for a page that is only a file; the listing is the same BFF
// sending a rendered page from its cache (bff/src/plugins/app/pages.ts), so the difference is what
// the page cache and the bigger document cost.
import { withThrowawayShop } from './throwaway-shop.mjs';

const EMPTY_ROOT = '<div id="root"></div>';
export const PAGE_TARGETS = {
  // Rendered by the BFF on the first request, then answered from its page cache.
  listing: { path: '/courses', rendered: true },
  // A client-rendered route: the BFF answers index.html, the shell the browser fills in.
  shell: { path: '/dashboard', rendered: false },
};

/**
 * Checks that each target is what it stands for (a rendered page or the empty shell: a listing that
 * fell back to the shell would measure the wrong thing), then `measure({url, headers})` each in turn.
 */
export function pageTtfb(measure) {
  return withThrowawayShop(
    async (base) => {
      const results = {};
      for (const [name, { path, rendered }] of Object.entries(PAGE_TARGETS)) {
        // As a browser asks: the page compressed (the BFF keeps brotli and gzip copies of cached pages and the shell).
        const target = { url: `${base}${path}`, headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' } };
        const res = await fetch(target.url, { headers: target.headers });
        const html = await res.text();
        if (res.status !== 200 || html.includes(EMPTY_ROOT) === rendered) {
          throw new Error(`${path}: ${res.status}, expected ${rendered ? 'a server-rendered page' : 'the SPA shell'}`);
        }
        results[name] = { path, bytes: Buffer.byteLength(html), ...(await measure(target)) };
      }
      return results;
      // autocannon keeps its connections open for the whole run: the shop's per-connection request limit
      // would answer its 1,001st request on each with a 503, as the stub suite's BFFs also set.
    },
    { MAX_REQUESTS_PER_SOCKET: '0' },
  );
}
