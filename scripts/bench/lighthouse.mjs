// The Lighthouse-style run of `npm run bench`: Lighthouse (fetched from the npm registry by npx at
// this pinned version, not installed with the shop: it is 200 packages only the bench needs) drives
// Debian's Chromium against the shop started as `npm start` starts it, with a throwaway DATA_DIR.
// Lighthouse's own presets: mobile (slow 4G, 4x CPU slowdown) and desktop.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startShopProcess } from '../shop-process.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2'; // the last major that runs on Node 20
const CHROMIUM_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const PAGES = { home: '/', listing: '/courses' };
const METRICS = {
  fcp: 'first-contentful-paint',
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  si: 'speed-index',
};

export async function lighthouseReport(root) {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-lighthouse-'));
  const shop = await startShopProcess({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' } }).catch(async (err) => {
    await rm(dataDir, { recursive: true, force: true });
    throw err;
  });
  const { url } = shop;
  try {
    const results = {};
    for (const [page, path] of Object.entries(PAGES)) {
      for (const preset of ['mobile', 'desktop']) {
        const out = join(dataDir, `${page}-${preset}.json`);
        await promisify(execFile)(
          'npx',
          [
            '--yes',
            LIGHTHOUSE,
            `${url}${path}`,
            '--only-categories=performance',
            '--output=json',
            `--output-path=${out}`,
            `--chrome-flags=${CHROMIUM_FLAGS}`,
            '--quiet',
            ...(preset === 'desktop' ? ['--preset=desktop'] : []),
          ],
          {
            cwd: root,
            env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
            timeout: 180_000,
          },
        );
        const report = JSON.parse(await readFile(out, 'utf8'));
        results[`${page} (${preset})`] = {
          score: Math.round(report.categories.performance.score * 100),
          ...Object.fromEntries(Object.entries(METRICS).map(([k, audit]) => [k, report.audits[audit].numericValue])),
        };
      }
    }
    return results;
  } finally {
    await shop.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
