import t from 'tap';
import { advance, hold } from '../../../shared/test/clock.ts';
import { until } from '../../../shared/test/until.ts';
import { adminCookie, API, buildTestShop, call, signedInCustomer } from '../helper.ts';

// Both clocks move together (one process shares one clock in `npm start`): the upstream's s-maxage is 1 s,
// which a busy machine can spend between two calls, so the clocks are held and only moved.
const shop = await buildTestShop(t, { upstreamEnv: { TEST_CLOCK: 'true' }, bffEnv: { TEST_CLOCK: 'true' } });
hold(shop.app, shop.up.app);
const LISTING = `${API}/courses?page=1&length=3`;
const upstreamReads = () => shop.up.seen.filter((s) => s.method === 'GET' && s.url.startsWith(`${API}/courses?page=1&length=3`));
const visitor = () => call(shop.app, 'get', LISTING).expect(200);
/** How many answers of `status` the BFF had from the upstream (its metrics). */
const upstreamAnswers = async (status: number) =>
  (await shop.app.metrics.registry.getSingleMetric('bff_upstream_duration_seconds')!.get()).values.find(
    (v) => (v as { metricName?: string }).metricName === 'bff_upstream_duration_seconds_count' && v.labels.status === String(status),
  )?.value ?? 0;

t.test("a visitor's listing is read from the upstream once, then from the BFF's memory while it is fresh", async (t) => {
  const first = await visitor();
  const reads = upstreamReads().length;
  t.match(first.headers['cache-control'], /public, .*s-maxage=1/);
  for (let i = 0; i < 5; i++) {
    const again = await visitor();
    t.same(again.body, first.body);
    t.equal(again.headers.etag, first.headers.etag);
    t.equal(again.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'", 'with the API headers');
  }
  t.equal(upstreamReads().length, reads, 'no upstream call for the five');
  const known = await call(shop.app, 'get', LISTING).set('if-none-match', first.headers.etag!).expect(304);
  t.equal(known.text, '', "the browser's copy is still good: 304 from memory");
  t.equal(upstreamReads().length, reads);
});

t.test('once stale it is still answered at once, while one call asks the upstream again with its ETag', async (t) => {
  const first = await visitor();
  const reads = upstreamReads().length;
  const answered304 = await upstreamAnswers(304);
  advance(1500, shop.app);
  const stale = await Promise.all(Array.from({ length: 5 }, () => visitor()));
  t.same(
    stale.map((r) => r.body),
    stale.map(() => first.body),
  );
  // The call is in the background: its answer arrives a little later.
  await until('the upstream answers the ETag with 304', async () => (await upstreamAnswers(304)) > answered304);
  const asked = upstreamReads().slice(reads);
  t.equal(asked.length, 1, 'one call for the five');
  t.equal(asked[0]!.headers['if-none-match'], first.headers.etag, 'with the ETag it holds');
  await visitor();
  t.equal(upstreamReads().length, reads + 1, 'renewed by the 304: fresh again');
  advance(61_000, shop.app);
  await visitor();
  t.equal(upstreamReads().length, reads + 2, 'past stale-while-revalidate: read again before answering');
});

t.test("an admin's change empties it at once: the visitor's next read shows the new price", async (t) => {
  const before = (await visitor()).body.data[0] as { slug: string; usd: number };
  const admin = await adminCookie(shop);
  await call(shop.app, 'post', `${API}/admin/updateCourse`, admin)
    .send({ slug: before.slug, usd: before.usd + 7 })
    .expect(200);
  const after = (await visitor()).body.data.find((c: { slug: string }) => c.slug === before.slug);
  t.equal(after.usd, before.usd + 7);
});

t.test("a signed-in customer's reads are never answered from, nor kept in, the shared memory", async (t) => {
  const c = await signedInCustomer(shop, 'shared-reads');
  await visitor();
  const reads = upstreamReads().length;
  const mine = await call(shop.app, 'get', LISTING, c.cookie).expect(200);
  t.match(mine.headers['cache-control'], /^private\b/);
  await call(shop.app, 'get', LISTING, c.cookie).expect(200);
  t.equal(upstreamReads().length, reads + 2, 'each signed-in read went to the upstream');
  t.ok(
    upstreamReads()
      .slice(reads)
      .every((s) => s.headers.authorization),
    'with their bearer',
  );
});
