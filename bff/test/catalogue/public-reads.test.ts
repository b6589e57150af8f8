import t from 'tap';
import supertest from 'supertest';
import { API, buildTestShop, signedInCustomer } from '../helper.ts';

// The upstream's public reads pass through the BFF as a CDN would want them: the ETag, the 304 and
// the shared-cache headers; a signed-in customer's answers never leave as shareable.
const shop = await buildTestShop(t);
const get = (path: string) => supertest(shop.app.server).get(path).set('x-csrf', '1').set('accept', 'application/json');

t.test('a visitor’s listing keeps its ETag and cache headers, and a second read is 304', async (t) => {
  const first = await get(`${API}/courses?page=1`).expect(200);
  t.equal(first.headers['cache-control'], 'public, max-age=0, s-maxage=1, stale-while-revalidate=59');
  t.match(first.headers.etag, /^"[\w-]{27}"$/);
  t.ok(first.body.data.length > 0);
  const again = await get(`${API}/courses?page=1`).set('if-none-match', String(first.headers.etag)).expect(304);
  t.equal(again.text, '', 'no body');
  const detail = await get(`${API}/singleCourse?slug=forex-foundations`).expect(200);
  await get(`${API}/singleCourse?slug=forex-foundations`).set('if-none-match', String(detail.headers.etag)).expect(304);
});

t.test('a signed-in customer’s listing is private', async (t) => {
  const customer = await signedInCustomer(shop, 'public-reads');
  const res = await get(`${API}/courses?page=1`).set('cookie', customer.cookie).expect(200);
  t.match(res.headers['cache-control'], /^private\b/);
  t.notOk(res.headers.etag, 'no ETag a shared cache could key it on');
  t.ok(res.body.data.length > 0);
});
