import t from 'tap';
import { grantItems } from '../../../upstream/test/helper.ts';
import { adminCookie, API, buildTestShop, call, signedInCustomer } from '../helper.ts';

// Reviews through the BFF's allowlist to a real upstream: a buyer's own, the public list, the admin's hide and show.
const shop = await buildTestShop(t);
const { app } = shop;
const COURSE = 'forex-foundations';

t.test("a buyer's review passes through with its body; the public list and the admin's controls with theirs", async (t) => {
  const buyer = await signedInCustomer(shop, 'bffreview');
  await grantItems(shop.up, buyer.email, [{ type: 'course', slug: COURSE }]);
  const text = '<img src=x onerror=alert(1)>';
  const made = await call(app, 'post', `${API}/courses/${COURSE}/review`, buyer.cookie)
    .send({ rating: 4, text: `  ${text}  ` })
    .expect(200);
  t.same(made.body, { code: 200, message: 'Thank you for your review' });
  t.same((await call(app, 'get', `${API}/courses/${COURSE}/review`, buyer.cookie).expect(200)).body.data, { rating: 4, text, hidden: false }, 'stored trimmed');

  const list = await call(app, 'get', `${API}/courses/${COURSE}/reviews?page=1&length=5`).expect(200);
  t.match(list.body, { totalRecords: 1, data: [{ reviewer: 'Ada L.', rating: 4, text }] });
  t.match(shop.up.seen.at(-1)!.url, /\/courses\/forex-foundations\/reviews\?page=1&length=5$/);
  t.same((await call(app, 'get', `${API}/singleCourse?slug=${COURSE}`).expect(200)).body.data.rating, { average: 4, count: 1 });

  const admin = await adminCookie(shop);
  const reviews = await call(app, 'get', `${API}/admin/reviews?type=course&slug=${COURSE}`, admin).expect(200);
  t.match(reviews.body, { totalRecords: 1, data: [{ user: { email: buyer.email }, hidden: false }] });
  const id = reviews.body.data[0].id as string;
  t.same((await call(app, 'post', `${API}/admin/reviews/${id}/hide`, admin).expect(200)).body, { code: 200, message: 'Review hidden' });
  t.equal((await call(app, 'get', `${API}/courses/${COURSE}/reviews`).expect(200)).body.totalRecords, 0);
  t.same((await call(app, 'post', `${API}/admin/reviews/${id}/show`, admin).expect(200)).body, { code: 200, message: 'Review shown' });
  t.equal((await call(app, 'get', `${API}/courses/${COURSE}/reviews`).expect(200)).body.totalRecords, 1);
});

t.test('a non-buyer hears the upstream’s 403; bad input is refused at the BFF, before the upstream', async (t) => {
  const stranger = await signedInCustomer(shop, 'bffnotbuyer');
  const refused = await call(app, 'post', `${API}/robots/forex-trend-rider-ea/review`, stranger.cookie).send({ rating: 5, text: 'Nice' }).expect(403);
  t.same(refused.body, { code: 403, message: 'Only buyers of this robot can review it' });
  const before = shop.up.seen.length;
  t.same((await call(app, 'post', `${API}/courses/${COURSE}/review`, stranger.cookie).send({ rating: 9, text: 'x' }).expect(422)).body, {
    code: 422,
    message: 'Choose a rating from 1 to 5',
  });
  await call(app, 'post', `${API}/courses/${COURSE}/review`, stranger.cookie).send({ rating: 3, text: ' ' }).expect(422);
  await call(app, 'get', `${API}/courses/Bad_Slug/reviews`).expect(422);
  t.equal(shop.up.seen.length, before, 'none reached the upstream');
  await call(app, 'post', `${API}/courses/${COURSE}/review`).send({ rating: 3, text: 'Guest' }).expect(401);
  t.equal((await call(app, 'get', `${API}/admin/reviews`, stranger.cookie)).status, 401, 'a customer is no admin');
  t.equal((await call(app, 'post', `${API}/admin/reviews/00000000-0000-4000-8000-000000000000/hide`, stranger.cookie)).status, 401);
});
