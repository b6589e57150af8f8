import { createServer, type Server } from 'node:http';
import t from 'tap';
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
  t.match((await call(shop.app, 'get', '/bff/health').expect(200)).body, { code: 200, data: { upstream: 'up' } });
  const closed = createServer();
  const url = await listen(closed);
  await new Promise((r) => closed.close(r));
  const down = await buildTestShop(t, { up: shop.up, upstreamUrl: url });
  t.match((await call(down.app, 'get', '/bff/health').expect(503)).body, { code: 503, data: { upstream: 'down' } });
  t.match((await call(down.app, 'get', '/bff/health/live').expect(200)).body, { data: { bff: 'up' } }, 'alive all the same');
});
