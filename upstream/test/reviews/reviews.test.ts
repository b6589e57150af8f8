import t from 'tap';
import { WIRE } from '@academy/shared/constants';
import { REVIEW_WRITES_PER_HOUR } from '../../src/plugins/external/rate-limit.ts';
import { API, buildTestUpstream, grantItems, registeredCustomer } from '../helper.ts';
import { asAdmin, boughtItems } from '../refunds/refund-helper.ts';

// Reviews: buyers only, once per item then edited; the public sees the visible ones and their average.
const up = await buildTestUpstream(t);
const admin = await asAdmin(up);
const COURSE = 'forex-foundations';
const ROBOT = 'forex-trend-rider-ea';

const post = (token: string, path: string, payload: object) =>
  up.app.inject({ method: 'POST', url: `${API}/${path}`, payload, headers: { authorization: `Bearer ${token}` } });
const get = (path: string, token?: string) =>
  up.app.inject({ method: 'GET', url: `${API}/${path}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
const publicReviews = async (path: string) =>
  (await get(path)).json<{ data: { id: string; reviewer: string; rating: number; text: string }[]; totalRecords: number }>();
const ratingOf = async (path: string) => (await get(path)).json().data.rating as { average: number | null; count: number };

/** A new customer who owns these items. */
async function buyer(n: string, items: { type: 'course' | 'robot'; slug: string }[]) {
  const c = await registeredCustomer(up, n);
  await grantItems(up, c.email, items);
  return c;
}

t.test('only a buyer may review, with a clear 403; a guest needs a session', async (t) => {
  const stranger = await registeredCustomer(up, 'stranger');
  const res = await post(stranger.token, `courses/${COURSE}/review`, { rating: 5, text: 'Great' });
  t.equal(res.statusCode, 403);
  t.same(res.json(), { code: 403, message: 'Only buyers of this course can review it' });
  t.equal((await post(stranger.token, `robots/${ROBOT}/review`, { rating: 5, text: 'Great' })).json().message, 'Only buyers of this robot can review it');
  t.equal((await up.app.inject({ method: 'POST', url: `${API}/courses/${COURSE}/review`, payload: { rating: 5, text: 'x' } })).statusCode, 401);
  t.equal((await post(stranger.token, 'courses/no-such-course/review', { rating: 5, text: 'Great' })).statusCode, 404);
  t.equal((await publicReviews(`courses/${COURSE}/reviews`)).totalRecords, 0, 'nothing was stored');
});

t.test('the rating is 1 to 5 and the text 1 to 2000 characters after trimming, else 422', async (t) => {
  const c = await buyer('validate', [{ type: 'course', slug: COURSE }]);
  for (const body of [
    { rating: 0, text: 'ok' },
    { rating: 6, text: 'ok' },
    { rating: 4.5, text: 'ok' },
    { rating: 3, text: '   ' },
    { rating: 3, text: 'x'.repeat(2001) },
    { rating: 3 },
    { text: 'ok' },
    { rating: 3, text: 'a\u0000b' },
  ]) {
    const res = await post(c.token, `courses/${COURSE}/review`, body);
    t.equal(res.statusCode, 422, JSON.stringify(body).slice(0, 60));
    t.match(res.json(), { code: 422, message: String });
  }
  t.equal((await post(c.token, `courses/${COURSE}/review`, { rating: 3, text: ` ${'y'.repeat(2000)} ` })).statusCode, 200, '2000 after trimming is fine');
  t.equal((await get(`courses/${COURSE}/review`, c.token)).json().data.text, 'y'.repeat(2000), 'stored trimmed');
});

t.test('one review per buyer and item: a second post edits it; the average and count follow', async (t) => {
  const a = await buyer('robot-a', [{ type: 'robot', slug: ROBOT }]);
  const b = await buyer('robot-b', [{ type: 'robot', slug: ROBOT }]);
  t.same(await ratingOf(`singleRobot?slug=${ROBOT}`), { average: null, count: 0 }, 'no reviews yet');
  t.same((await get(`robots/${ROBOT}/review`, a.token)).json().data, null, 'no own review yet');

  t.equal((await post(a.token, `robots/${ROBOT}/review`, { rating: 5, text: 'Solid EA' })).json().message, 'Thank you for your review');
  t.equal((await post(b.token, `robots/${ROBOT}/review`, { rating: 2, text: '<img src=x onerror=alert(1)>' })).statusCode, 200);
  t.same(await ratingOf(`singleRobot?slug=${ROBOT}`), { average: 3.5, count: 2 });

  const edit = await post(a.token, `robots/${ROBOT}/review`, { rating: 4, text: 'Good, after a month' });
  t.equal(edit.json().message, 'Your review is updated');
  t.same(await ratingOf(`singleRobot?slug=${ROBOT}`), { average: 3, count: 2 }, 'the edit replaced the rating, no second review');
  t.same((await get(`robots/${ROBOT}/review`, a.token)).json().data, { rating: 4, text: 'Good, after a month', hidden: false });

  const list = await publicReviews(`robots/${ROBOT}/reviews`);
  t.equal(list.totalRecords, 2);
  t.match(
    list.data,
    [
      { reviewer: 'Ada L.', rating: 2, text: '<img src=x onerror=alert(1)>' },
      { reviewer: 'Ada L.', rating: 4, text: 'Good, after a month' },
    ],
    'newest first, the text as written, the reviewer as first name and initial',
  );
  t.notOk(JSON.stringify(list).includes('example.com'), 'no email');
  t.equal((await publicReviews(`robots/${ROBOT}/reviews?page=2&length=1`)).data.length, 1, 'paged');

  const card = (await get(`robots?length=100`)).json().data.find((r: { slug: string }) => r.slug === ROBOT);
  t.same(card.rating, { average: 3, count: 2 }, 'the listing card carries the rating');
});

t.test('an admin hides a review from the public and shows it again', async (t) => {
  const c = await buyer('hidden', [{ type: 'course', slug: 'stock-foundations' }]);
  await post(c.token, 'courses/stock-foundations/review', { rating: 1, text: 'Spam spam' });
  const listed = await admin.get('reviews?slug=stock-foundations');
  t.equal(listed.statusCode, 200);
  t.match(listed.json(), {
    totalRecords: 1,
    data: [{ item: { type: 'course', slug: 'stock-foundations' }, user: { email: c.email }, rating: 1, hidden: false, buyer: true }],
  });
  const id = listed.json().data[0].id as string;

  t.same((await admin.post(`reviews/${id}/hide`)).json(), { code: 200, message: 'Review hidden' });
  t.equal((await publicReviews('courses/stock-foundations/reviews')).totalRecords, 0, 'hidden from the list');
  t.same(await ratingOf('singleCourse?slug=stock-foundations'), { average: null, count: 0 }, 'and from the average');
  t.equal((await admin.get('reviews?slug=stock-foundations')).json().data[0].hidden, true);

  await post(c.token, 'courses/stock-foundations/review', { rating: 2, text: 'Edited' });
  t.equal((await publicReviews('courses/stock-foundations/reviews')).totalRecords, 0, "the buyer's edit leaves it hidden");
  t.equal((await get('courses/stock-foundations/review', c.token)).json().data.hidden, true, 'the buyer is told it is hidden');

  t.same((await admin.post(`reviews/${id}/show`)).json(), { code: 200, message: 'Review shown' });
  t.same(await ratingOf('singleCourse?slug=stock-foundations'), { average: 2, count: 1 });
  t.equal((await admin.post('reviews/00000000-0000-4000-8000-000000000000/hide')).statusCode, 404);
  t.equal((await admin.post('reviews/not-an-id/hide')).statusCode, 422);
  t.equal(
    (await admin.get('reviews?type=robot')).json().data.every((r: { item: { type: string } }) => r.item.type === 'robot'),
    true,
    'filtered by type',
  );
  t.equal((await up.app.inject({ method: 'GET', url: `${API}/admin/reviews` })).statusCode, 401, 'admins only');
});

t.test("a refunded buyer's review leaves the public pages but stays for the admin", async (t) => {
  const c = await boughtItems(up, 'refunded', { courses: ['crypto-foundations'] });
  t.equal((await post(c.token, 'courses/crypto-foundations/review', { rating: 5, text: 'Loved it' })).statusCode, 200);
  t.same(await ratingOf('singleCourse?slug=crypto-foundations'), { average: 5, count: 1 });
  t.equal((await admin.refund(c.orderId, { reason: 'Changed mind', method: 'USDT back' })).statusCode, 201);
  t.equal((await publicReviews('courses/crypto-foundations/reviews')).totalRecords, 0);
  t.same(await ratingOf('singleCourse?slug=crypto-foundations'), { average: null, count: 0 });
  t.match((await admin.get('reviews?slug=crypto-foundations')).json().data, [{ buyer: false, hidden: false }]);
  t.equal((await post(c.token, 'courses/crypto-foundations/review', { rating: 1, text: 'Again' })).statusCode, 403, 'no longer a buyer');
});

t.test('a customer writes at most REVIEW_WRITES_PER_HOUR reviews an hour: each one changes public pages', async (t) => {
  const c = await buyer('busy-writer', [{ type: 'course', slug: 'stock-foundations' }]);
  for (let i = 1; i <= REVIEW_WRITES_PER_HOUR; i++)
    t.equal((await post(c.token, 'courses/stock-foundations/review', { rating: 3, text: `edit ${i}` })).statusCode, 200);
  t.same((await post(c.token, 'courses/stock-foundations/review', { rating: 3, text: 'one more' })).json(), { code: 429, message: WIRE.tooManyRequests });
  const other = await buyer('calm-writer', [{ type: 'course', slug: 'stock-foundations' }]);
  t.equal((await post(other.token, 'courses/stock-foundations/review', { rating: 4, text: 'Fine' })).statusCode, 200, 'another customer is not held up');
});
