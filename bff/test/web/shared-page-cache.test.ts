import { randomUUID } from 'node:crypto';
import supertest from 'supertest';
import t, { type Test } from 'tap';
import { advance } from '../../../shared/test/clock.ts';
import { until } from '../../../shared/test/until.ts';
import { adminCookie, API, buildTestShop, call } from '../helper.ts';
import { pageRequest, WEB_BUILD } from '../web-build.ts';

// Two BFFs of one shop, each caching rendered pages: an admin's change through one empties the
// other's cache too when they share Redis, so the new price is on every page within a second.
const priceOn = async (app: Parameters<typeof supertest>[0], path: string) =>
  /<meta property="product:price:amount" content="([^"]*)"/.exec((await pageRequest(app, path).expect(200)).text)?.[1];

async function shopOfTwo(env: Record<string, string>) {
  const a = await buildTestShop(t, { bffEnv: { ...WEB_BUILD, ...env } });
  const b = await buildTestShop(t, { bffEnv: { ...WEB_BUILD, ...env }, up: a.up });
  const { data } = (await call(a.app, 'get', `${API}/courses?page=1&length=1`).expect(200)).body as { data: { slug: string; category: string; usd: number }[] };
  const course = data[0]!;
  const path = `/${course.category}/${course.slug}`;
  const admin = await adminCookie(a);
  /** Both BFFs have the page cached, then the admin changes the price through the first. */
  async function changePrice(t: Test) {
    for (const app of [a.app.server, b.app.server]) t.equal(await priceOn(app, path), course.usd.toFixed(2));
    const usd = course.usd + 7;
    await call(a.app, 'post', `${API}/admin/updateCourse`, admin).send({ slug: course.slug, usd }).expect(200);
    return usd.toFixed(2);
  }
  /** Moves both BFFs' clocks (built with TEST_CLOCK) `ms` on. */
  const later = (ms: number) => advance(ms, a.app, b.app);
  return { a: a.app.server, b: b.app.server, path, changePrice, later, ttl: a.config.PAGE_CACHE_SECONDS * 1000 };
}

t.test('with Redis, the other BFF shows the new price within a second', async (t) => {
  const { a, b, path, changePrice } = await shopOfTwo({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `test-${randomUUID()}:` });
  const price = await changePrice(t);
  t.equal(await priceOn(a, path), price, 'the BFF the admin used, at once');
  const start = Date.now();
  await until('the new price on the other BFF', async () => (await priceOn(b, path)) === price, { within: 1000 }).catch(() => false);
  t.equal(await priceOn(b, path), price, 'the other BFF');
  t.ok(Date.now() - start < 1000, `within ${Date.now() - start} ms`);
});

t.test('without Redis, the other BFF serves its cached page until it expires', async (t) => {
  const { a, b, path, changePrice, later, ttl } = await shopOfTwo({ TEST_CLOCK: 'true' });
  const price = await changePrice(t);
  t.equal(await priceOn(a, path), price);
  later(ttl / 2);
  t.not(await priceOn(b, path), price, 'still the old price half its lifetime later');
  later(ttl / 2 + 1000);
  t.equal(await priceOn(b, path), price, 'the new one once it expired');
});
