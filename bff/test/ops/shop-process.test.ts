import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { freePort, startShopProcess } from '../../../scripts/shop-process.mjs';
import { copySeededDataDir } from '../../../upstream/test/template.ts';

// The browser tests and the bench start the shop as its own process on a port picked free. On a
// busy machine another test's connection can take that port before the shop listens on it (seen:
// EADDRINUSE in CI), so a picked port that turns out taken is picked again.

const taken = createServer();
taken.listen(0, '127.0.0.1');
await once(taken, 'listening');
const takenPort = (taken.address() as { port: number }).port;
const dataDir = await mkdtemp(join(tmpdir(), 'academy-shop-process-'));
await copySeededDataDir(dataDir);
t.teardown(async () => {
  taken.close();
  await rm(dataDir, { recursive: true, force: true });
});
const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'development' };

t.test('a picked port that is taken by the time the shop listens is picked again', async (t) => {
  const picked: number[] = [];
  const pickPort = async () => {
    const port = picked.length === 0 ? takenPort : await freePort();
    picked.push(port);
    return port;
  };
  const shop = await startShopProcess({ script: 'upstream/src/server.ts', env, pickPort });
  t.teardown(() => shop.stop());
  t.equal(picked.length, 2, 'picked twice');
  t.equal(picked[0], takenPort, 'the first was the taken one');
  t.equal(shop.port, picked[1], 'the shop runs on the second');
  t.equal((await fetch(`${shop.url}/readyz`)).status, 200, 'and answers there');
});

t.test('a port given to reuse (a restart) that is taken fails, saying why', async (t) => {
  await t.rejects(startShopProcess({ script: 'upstream/src/server.ts', env, port: takenPort }), /EADDRINUSE/);
});
