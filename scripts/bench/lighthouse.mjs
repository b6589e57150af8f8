// The Lighthouse run of `npm run bench`: Lighthouse (fetched from the npm registry by npx at this
// pinned version, not installed with the shop: it is 200 packages only the bench needs) drives
// Debian's Chromium against the shop started as `npm start` starts it, with a throwaway DATA_DIR.
// Lighthouse's own presets: mobile (slow 4G, 4x CPU slowdown) and desktop. Performance, SEO and
// accessibility are scored in one run per page and preset, on the pages the server renders.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { firstFrame } from './first-frame.mjs';
import { signedInBuyer } from './signed-in-buyer.mjs';
import { withThrowawayShop } from './throwaway-shop.mjs';

const LIGHTHOUSE = 'lighthouse@13.5.0'; // needs Node 22.19 or later, as the shop's Node 24 is
const CHROMIUM_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
// A seeded course of the demo catalogue (upstream/src/seed/demo-catalogue.ts), so the page exists on a first start.
const PAGES = { home: '/', listing: '/courses', detail: '/forex-trading/forex-foundations' };
// The screens a customer spends their time on, signed in (scripts/bench/signed-in-buyer.mjs: they own
// Forex Foundations and have another course in the cart), on a phone only: the mobile preset.
const SIGNED_IN_PAGES = { dashboard: '/dashboard', 'your courses': '/dashboard/courses', player: '/dashboard/course/forex-foundations', checkout: '/checkout' };
const CATEGORIES = ['performance', 'seo', 'accessibility'];
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

/** The audits of a category that lost it points (ids), so a score under its bar says where to look. */
const failing = (report, category) =>
  report.categories[category].auditRefs
    .filter((ref) => ref.weight > 0 && report.audits[ref.id].score !== null && report.audits[ref.id].score < 1)
    .map((ref) => ref.id);

/**
 * `runs`: per page and preset (and the customer's screens, signed in, on a phone), the three scores (0-100), the metrics (ms;
 * CLS unitless) and the SEO and accessibility audits that failed; full reports go to `reportDir`. `firstFrameMs`: the player's
 * first frame on the mobile profile, each run (scripts/bench/first-frame.mjs).
 */
export async function lighthouseReport(root, reportDir) {
  await mkdir(reportDir, { recursive: true });
  return withThrowawayShop(async (url, dataDir) => {
    const results = {};
    const run = async (name, path, preset, extraHeaders) => {
      const out = join(dataDir, `${name}-${preset}.json`.replaceAll(' ', '-'));
      const lighthouse = () =>
        promisify(execFile)(
          'npx',
          [
            '--yes',
            LIGHTHOUSE,
            `${url}${path}`,
            `--only-categories=${CATEGORIES.join(',')}`,
            '--output=json',
            `--output-path=${out}`,
            `--chrome-flags=${CHROMIUM_FLAGS}`,
            '--quiet',
            ...(preset === 'desktop' ? ['--preset=desktop'] : []),
            ...(extraHeaders ? [`--extra-headers=${JSON.stringify(extraHeaders)}`] : []),
          ],
          {
            cwd: root,
            env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
            timeout: 180_000,
          },
        );
      // A run that fails (once in about thirty here) is said, with Lighthouse's own words, and run once more before the part gives up.
      await lighthouse().catch((err) => {
        console.log(
          `  ${name} (${preset}): Lighthouse failed (${String(err.stderr ?? err.message)
            .trim()
            .split('\n')
            .at(-1)}); running it again`,
        );
        return lighthouse();
      });
      const report = JSON.parse(await readFile(out, 'utf8'));
      if (new URL(report.finalDisplayedUrl).pathname !== path) throw new Error(`${path}: Lighthouse ended at ${report.finalDisplayedUrl}`);
      await copyFile(out, join(reportDir, out.split('/').pop()));
      results[`${name} (${preset}${extraHeaders ? ', signed in' : ''})`] = {
        path,
        preset,
        signedIn: Boolean(extraHeaders),
        ...Object.fromEntries(CATEGORIES.map((c) => [c, Math.round(report.categories[c].score * 100)])),
        ...Object.fromEntries(Object.entries(METRICS).map(([k, audit]) => [k, report.audits[audit].numericValue])),
        failing: { seo: failing(report, 'seo'), accessibility: failing(report, 'accessibility') },
      };
    };
    for (const [page, path] of Object.entries(PAGES)) for (const preset of ['mobile', 'desktop']) await run(page, path, preset);
    const cookie = await signedInBuyer(url, dataDir);
    for (const [page, path] of Object.entries(SIGNED_IN_PAGES)) await run(page, path, 'mobile', { cookie });
    return { runs: results, firstFrameMs: await firstFrame(url, SIGNED_IN_PAGES.player, cookie) };
  });
}
