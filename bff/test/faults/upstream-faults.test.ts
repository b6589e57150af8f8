import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { buildUpstream } from '../../../upstream/src/build.ts';
import { loadUpstreamConfig } from '../../../upstream/src/config.ts';
import { API, buildTestShop, call, signedInCustomer } from '../helper.ts';

const listen = (server: Server) =>
  new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as { port: number }).port}`)));

const shop = await buildTestShop(t);
const c = await signedInCustomer(shop, 'faults');

t.test('upstream down: 502 as {code, message}, and the session is kept', async (t) => {
  const closed = createServer();
  const url = await listen(closed);
  await new Promise((r) => closed.close(r));
  const down = await buildTestShop(t, { up: shop.up, upstreamUrl: url });
  const res = await call(down.app, 'get', `${API}/user/details`, c.cookie).expect(502);
  t.same(res.body, { code: 502, message: 'The service is unavailable. Please try again shortly.' });
  t.notOk(res.headers['set-cookie'], 'the cookie is not touched');
  await call(shop.app, 'get', `${API}/user/details`, c.cookie).expect(200, /adafaults/);
});

t.test('upstream too slow: 504 at the configured timeout, and the session is kept', async (t) => {
  const hanging = createServer(() => undefined);
  const url = await listen(hanging);
  t.teardown(() => {
    hanging.closeAllConnections();
    hanging.close();
  });
  const slow = await buildTestShop(t, { up: shop.up, upstreamUrl: url, bffEnv: { UPSTREAM_TIMEOUT_MS: '300' } });
  const started = Date.now();
  const res = await call(slow.app, 'get', `${API}/user/details`, c.cookie).expect(504);
  t.ok(Date.now() - started < 5000, 'answered without hanging');
  t.same(res.body, { code: 504, message: 'The service took too long to answer. Please try again.' });
  t.notOk(res.headers['set-cookie']);
});

t.test('readiness says whether the upstream answers; liveness only that the BFF does', async (t) => {
  t.match(
    (await call(shop.app, 'get', '/readyz').expect(200)).body,
    { code: 200, data: { bff: 'up', upstream: 'up', database: 'up', storage: 'up' } },
    "naming the upstream's parts too",
  );
  const closed = createServer();
  const url = await listen(closed);
  await new Promise((r) => closed.close(r));
  const down = await buildTestShop(t, { up: shop.up, upstreamUrl: url });
  t.match((await call(down.app, 'get', '/readyz').expect(503)).body, { code: 503, data: { upstream: 'down' } });
  t.match((await call(down.app, 'get', '/livez').expect(200)).body, { data: { bff: 'up' } }, 'alive all the same');
});

t.test('the upstream stops and comes back: 502 meanwhile, then the same session works again', async (t) => {
  const dataDir = await mkdtemp(join(tmpdir(), 'academy-restart-'));
  t.teardown(() => rm(dataDir, { recursive: true, force: true }));
  // PGlite on disk, so the restarted upstream has the same data (as after a process restart).
  const config = loadUpstreamConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    JWT_SECRET: 'restart-jwt-secret-long-enough-0000000',
    ADMIN_PASSWORD: 'restart-admin-1',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT: '1000',
  });
  const first = await buildUpstream(config, { logger: false });
  const url = await first.listen({ host: '127.0.0.1', port: 0 });
  const shop2 = await buildTestShop(t, { up: { app: first, dataDir, seen: [], url } });
  const c = await signedInCustomer(shop2, 'restart');
  await call(shop2.app, 'get', `${API}/user/details`, c.cookie).expect(200);

  await first.close();
  const during = await call(shop2.app, 'get', `${API}/user/details`, c.cookie);
  t.equal(during.status, 502, 'refused while the upstream is down');
  t.notOk(during.headers['set-cookie'], 'the session is kept');

  const second = await buildUpstream(config, { logger: false });
  t.teardown(() => second.close());
  await second.listen({ host: '127.0.0.1', port: Number(new URL(url).port) });
  const after = await call(shop2.app, 'get', `${API}/user/details`, c.cookie).expect(200);
  t.equal(after.body.data.email, c.email, 'the same cookie works again');
});
