import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { count } from 'drizzle-orm';
import { startShopProcess } from '../../../scripts/shop-process.mjs';
import { until } from '../../../shared/test/until.ts';
import { copySeededDataDir } from '../../../upstream/test/template.ts';
import { openDatabase } from '../../../upstream/src/db/client.ts';
import { users } from '../../../upstream/src/db/schema.ts';

t.test('SIGTERM drains, closes the database and exits 0; the data reopens cleanly', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-shutdown-'));
  await copySeededDataDir(dataDir);
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  const shop = await startShopProcess({
    script: 'bff/src/server.ts',
    env: { DATA_DIR: dataDir, ADMIN_PASSWORD: 'shutdown-admin-1', LOG_LEVEL: 'info', NODE_ENV: 'development' },
  });
  // A login (a memory-hard hash, tens of ms) is still being answered when SIGTERM arrives.
  const inFlight = fetch(`${shop.url}/api/academy/auth/login`, {
    method: 'POST',
    headers: { 'x-csrf': '1', 'content-type': 'application/json', origin: shop.url },
    body: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
  }).then((r) => r.status);
  await until('the login in the log', () => /"url":"\/api\/academy\/auth\/login"/.test(shop.output()), { within: 10_000 });
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
