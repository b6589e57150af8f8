import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { freePort, startShopProcess } from '../../../scripts/shop-process.mjs';
import { copySeededDataDir } from '../../../upstream/test/template.ts';
import { until } from '../../../shared/test/until.ts';

// The browser tests and the bench start the shop as its own process on a port picked free. On a
// busy machine another test's connection can take that port before the shop listens on it (seen:
// EADDRINUSE in CI), so a picked port that turns out taken is picked again. A shop never outlives
// the test that started it (scripts/exit-with-parent.mjs).

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

t.test('a shop whose test process is killed stops with it instead of living on', async (t) => {
  // A test process that starts a shop, says its pid, and is then killed (tap's timeout, a Ctrl-C of the run).
  const script = `import { startShopProcess } from './scripts/shop-process.mjs';
const shop = await startShopProcess({ script: 'upstream/src/server.ts', env: ${JSON.stringify(env)} });
console.log(shop.child.pid);`;
  const parent = spawn(process.execPath, ['--input-type=module', '--eval', script], { cwd: fileURLToPath(new URL('../../..', import.meta.url)) });
  const [line] = (await once(createInterface({ input: parent.stdout }), 'line')) as [string];
  const shopPid = Number(line);
  const alive = () => {
    try {
      process.kill(shopPid, 0);
      return true;
    } catch {
      return false;
    }
  };
  t.ok(alive(), 'the shop runs');
  parent.kill('SIGKILL');
  await once(parent, 'exit');
  // A shop that does live on fails the test and is killed rather than left behind.
  const gone = await until('the shop to stop', () => !alive(), { within: 20_000 }).catch(() => false);
  if (!gone) process.kill(shopPid, 'SIGKILL');
  t.ok(gone, 'the shop is gone');
});
