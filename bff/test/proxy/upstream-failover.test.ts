import { createServer } from 'node:net';
import t from 'tap';
import { until } from '../../../shared/test/until.ts';
import { buildTestUpstream } from '../../../upstream/test/helper.ts';
import { API, buildTestShop, call } from '../helper.ts';

// UPSTREAM_URL may name several upstreams: calls take turns, and a call an upstream cannot take goes
// to the next one, so a stopped upstream costs no visitor an error.

/** A port nothing listens on: connecting to it is refused. */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}
const listed = (seen: { url: string }[]) => seen.filter((s) => s.url.startsWith(`${API}/courses`)).length;

t.test('calls take turns over the upstreams', async (t) => {
  const a = await buildTestUpstream(t, {}, { listen: true });
  const b = await buildTestUpstream(t, {}, { listen: true });
  const shop = await buildTestShop(t, { up: a, upstreamUrl: [a.url, b.url] });
  for (let i = 0; i < 10; i++) await call(shop.app, 'get', `${API}/courses?page=${i + 1}`).expect(200);
  t.equal(listed(a.seen), 5);
  t.equal(listed(b.seen), 5);
});

t.test('an upstream that refuses connections is passed over, for reads and writes alike', async (t) => {
  const up = await buildTestUpstream(t, {}, { listen: true });
  const shop = await buildTestShop(t, { up, upstreamUrl: [await closedPort(), up.url] });
  // Six different pages: the BFF keeps a visitor's read of one (proxy/shared-reads.ts) and would not ask again.
  for (let i = 1; i <= 6; i++) await call(shop.app, 'get', `${API}/courses?page=${i}`).expect(200);
  t.equal(listed(up.seen), 6, 'every read reached the live upstream');
  const login = await call(shop.app, 'post', `${API}/auth/login`).send({ email: 'nobody@example.com', password: 'wrong-password-1' });
  t.equal(login.status, 401, 'a write refused a connection is sent to the next upstream, not answered 502');
});

t.test('with every upstream down the answer is 502, as with one', async (t) => {
  const up = await buildTestUpstream(t);
  const shop = await buildTestShop(t, { up, upstreamUrl: [await closedPort(), await closedPort()] });
  const res = await call(shop.app, 'get', `${API}/courses?page=1`).expect(502);
  t.equal(res.body.code, 502);
});

t.test('an upstream stopped mid-traffic costs no read an error', async (t) => {
  const a = await buildTestUpstream(t, {}, { listen: true });
  const b = await buildTestUpstream(t, {}, { listen: true });
  const shop = await buildTestShop(t, { up: b, upstreamUrl: [a.url, b.url] });
  const statuses: number[] = [];
  let stop = false;
  const traffic = Promise.all(
    Array.from({ length: 8 }, async (_, n) => {
      for (let i = 0; !stop; i++) statuses.push((await call(shop.app, 'get', `${API}/courses?page=${((n + i) % 5) + 1}`)).status);
    }),
  );
  await until('reads before the stop', () => statuses.length >= 20, { within: 10_000 });
  await a.app.close();
  const after = statuses.length;
  await until('reads after the stop', () => statuses.length >= after + 40, { within: 10_000 });
  stop = true;
  await traffic;
  t.ok(after > 0 && statuses.length > after, `traffic went on after the stop (${after} reads before, ${statuses.length - after} after)`);
  t.same(
    statuses.filter((s) => s !== 200),
    [],
    'every read was answered',
  );
});
