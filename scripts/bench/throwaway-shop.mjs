// The shop as `npm start` starts it (scripts/start.mjs), on a throwaway DATA_DIR: a first start, so
// the demo catalogue is seeded and every run sees the same pages. For the bench parts that measure
// what a visitor gets (Lighthouse, the pages' time to first byte).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startShopProcess } from '../shop-process.mjs';

/** `use(url, dataDir, pid)` against a fresh shop (with `env` added; `logs` as startShopProcess takes it); the shop is stopped and its data removed after. */
export async function withThrowawayShop(use, env = {}, logs = 'kept') {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-bench-shop-'));
  try {
    const shop = await startShopProcess({ env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env }, logs });
    try {
      return await use(shop.url, dataDir, shop.child.pid);
    } finally {
      await shop.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
