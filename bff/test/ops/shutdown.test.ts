import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { count } from 'drizzle-orm';
import { startShopProcess } from '../../../scripts/shop-process.mjs';
import { until } from '../../../shared/test/until.ts';
import { copySeededDataDir } from '../../../upstream/test/template.ts';
import { openDatabase } from '../../../upstream/src/db/client.ts';
import { users } from '../../../upstream/src/accounts/tables.ts';

t.test('SIGTERM drains, closes the database and exits 0; the data reopens cleanly', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-shutdown-'));
  await copySeededDataDir(dataDir);
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const shop = await startShopProcess({
    script: 'bff/src/server.ts',
    // At debug a request's arrival is logged too (shared/src/server/request-log.ts): the test sees it in flight.
    env: { DATA_DIR: dataDir, ADMIN_PASSWORD: 'shutdown-admin-1', LOG_LEVEL: 'debug', NODE_ENV: 'development' },
  });
  // A login (a memory-hard hash, tens of ms) is still being answered when SIGTERM arrives.
  const inFlight = fetch(`${shop.url}/api/academy/auth/login`, {
    method: 'POST',
    headers: { 'x-csrf': '1', 'content-type': 'application/json', origin: shop.url },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
  }).then((r) => r.status);
  await until('the login in the log', () => /"url":"\/api\/academy\/auth\/login".*"msg":"incoming request"/.test(shop.output()), { within: 10_000 });
  t.equal(await shop.stop('SIGTERM'), 0, 'exited cleanly');
  t.equal(await inFlight, 401, 'the login in flight was answered');
  const output = shop.output();
  t.match(output, /shutting down/);
  t.match(output, /"reqId":/, 'logs are JSON lines with request ids');
  t.notMatch(output, /Bearer eyJ|academy_session=Fe26/, 'no token or cookie in the logs');

  const reopened = await openDatabase({ dataDir });
  const [row] = await reopened.db.select({ n: count() }).from(users);
  t.equal(row?.n, 1, 'the super-admin is there after a clean close');
  await reopened.close();
});

t.test('SIGTERM to `npm run start:upstream` reaches node: the port is free once npm has exited', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-npm-stop-'));
  await copySeededDataDir(dataDir);
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const shop = await startShopProcess({ script: 'upstream/src/server.ts', viaNpm: true, env: { DATA_DIR: dataDir, ADMIN_PASSWORD: 'npm-stop-admin-1' } });
  t.teardown(() => shop.stop('SIGKILL'));
  t.equal(await shop.stop('SIGTERM'), 0, 'npm exited 0: node drained and exited 0');
  // Before npm's script exec'd node, npm exited and left node (under sh) holding the port.
  const answered = await fetch(`${shop.url}/livez`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  t.notOk(answered, 'nothing answers on the port');
  t.match(shop.output(), /shutting down/);
});

t.test('a drain longer than DRAIN_SECONDS is cut, naming the request it cut, and exits 1', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-drain-'));
  await copySeededDataDir(dataDir);
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const shop = await startShopProcess({
    script: 'upstream/src/server.ts',
    env: { DATA_DIR: dataDir, ADMIN_PASSWORD: 'drain-admin-1', DRAIN_SECONDS: '1', LOG_LEVEL: 'debug' },
  });
  t.teardown(() => shop.stop('SIGKILL'));
  // A body that never finishes arriving: the request stays in flight.
  const { port } = new URL(shop.url);
  const slow = connect(Number(port), '127.0.0.1');
  slow.on('error', () => {});
  t.teardown(() => slow.destroy());
  slow.write('POST /api/academy/auth/login HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{"email":');
  await until('the request in the log', () => shop.output().includes('"url":"/api/academy/auth/login"'), { within: 10_000 });
  const began = Date.now();
  t.equal(await shop.stop('SIGTERM'), 1, 'exited 1: the drain was cut');
  t.ok(Date.now() - began < 5_000, 'after DRAIN_SECONDS, not a fixed 10 s');
  t.match(shop.output(), /"drainSeconds":1/);
  t.match(shop.output(), /"cut":\["POST \/api\/academy\/auth\/login \(\d+ s\)"\]/, 'the cut request is named');
});
