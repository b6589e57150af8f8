import { randomUUID } from 'node:crypto';
import t from 'tap';
import { advance } from '../../../shared/test/clock.ts';
import { until } from '../../../shared/test/until.ts';
import { heldBytes } from '../../src/http/public-reads.ts';
import { API, adminToken, buildTestUpstream, grantItems, registeredCustomer, type TestUpstream } from '../helper.ts';

// Public catalogue reads come from memory: an admin change (through any upstream sharing Redis)
// empties the cache, a review forgets its item's reads (and the listings when its rating moved); a write that bypasses the routes (the settings service itself, here) is
// how a test tells a cached answer from a fresh one.
const REDIS_URL = 'redis://127.0.0.1:6379';
const COURSE = 'forex-foundations';

const get = (up: TestUpstream, url: string, headers: Record<string, string> = {}) => up.app.inject({ method: 'GET', url: `${API}/${url}`, headers });
const priceOf = async (up: TestUpstream, url = 'courses?length=1') => (await get(up, url)).json().data[0].price as number;
const adminChange = async (up: TestUpstream) => {
  const res = await up.app.inject({
    method: 'POST',
    url: `${API}/admin/settings`,
    headers: { authorization: `Bearer ${await adminToken(up)}` },
    payload: { ngn_per_usd: 1550 },
  });
  if (res.statusCode !== 200) throw new Error(`admin settings: ${res.body}`);
};

t.test('a listing is sent from memory with an ETag, and a reader who has it gets 304', async (t) => {
  const up = await buildTestUpstream(t);
  const first = await get(up, 'courses?page=1&length=5');
  t.equal(first.statusCode, 200);
  t.equal(first.headers['cache-control'], 'public, max-age=0, s-maxage=1, stale-while-revalidate=59');
  t.equal(first.headers.vary, 'authorization');
  t.match(first.headers['content-type'], /^application\/json/);
  const etag = String(first.headers.etag);
  t.match(etag, /^"[\w-]{27}"$/);
  t.equal(first.json().data.length, 5);

  const again = await get(up, 'courses?page=1&length=5', { 'if-none-match': etag });
  t.equal(again.statusCode, 304);
  t.equal(again.body, '', 'no body');
  t.equal((await get(up, 'courses?page=1&length=5', { 'if-none-match': '"other"' })).statusCode, 200, 'another ETag gets the page');
  t.equal((await get(up, 'courses?page=2&length=5')).headers.etag === etag, false, 'another page has its own ETag');
  t.equal((await get(up, 'courses?page=1&length=5&category=nope')).statusCode, 422, 'bad input is refused, not cached');
});

t.test('what bypasses the routes is not seen until an admin change empties the cache', async (t) => {
  const up = await buildTestUpstream(t);
  const usd = (await get(up, 'courses?length=1')).json().data[0].usd as number;
  const telegram = (await get(up, 'telegram')).json().data.price as number;

  await up.app.settings.write('ngn_per_usd', 1700);
  t.equal(await priceOf(up), Math.round(usd * 1550), 'the listing is still the cached one');
  t.equal((await get(up, 'telegram')).json().data.price, telegram, 'so is the group price');
  t.equal(await priceOf(up, `courses?length=1&q=${encodeURIComponent('forex')}`), Math.round(usd * 1700), 'a search is read fresh');

  // The admin's own change empties the whole cache.
  await up.app.inject({
    method: 'POST',
    url: `${API}/admin/settings`,
    headers: { authorization: `Bearer ${await adminToken(up)}` },
    payload: { ngn_per_usd: 1800 },
  });
  t.equal(await priceOf(up), Math.round(usd * 1800), 'the listing follows the change at once');
  t.equal((await get(up, 'telegram')).json().data.price, 25 * 1800, 'and the group price');

  await up.app.settings.write('ngn_per_usd', 1900);
  const refused = await up.app.inject({
    method: 'POST',
    url: `${API}/admin/settings`,
    headers: { authorization: `Bearer ${await adminToken(up)}` },
    payload: { ngn_per_usd: -1 },
  });
  t.equal(refused.statusCode, 422);
  t.equal(await priceOf(up), Math.round(usd * 1800), 'a refused change empties nothing');
});

t.test('a buyer’s answers are their own: never cached, never given to anyone else', async (t) => {
  const up = await buildTestUpstream(t);
  const buyer = await registeredCustomer(up, `-cache-${randomUUID().slice(0, 8)}`);
  await grantItems(up, buyer.email, [{ type: 'course', slug: COURSE }]);
  const auth = { authorization: `Bearer ${buyer.token}` };

  const mine = await get(up, `singleCourse?slug=${COURSE}`, auth);
  t.equal(mine.json().data.owned, true);
  t.ok(mine.json().data.course_videos.length > 0, 'the buyer gets the playable lists');
  t.equal(mine.headers['cache-control'], 'private, no-cache');
  t.notOk(mine.headers.etag, 'no shared ETag on a personal answer');

  const visitor = await get(up, `singleCourse?slug=${COURSE}`);
  t.equal(visitor.json().data.owned, false);
  t.same(visitor.json().data.course_videos, [], 'a visitor after the buyer gets no lists');
  t.match(visitor.headers['cache-control'], /^public/);

  const listing = (await get(up, 'courses?length=100', auth)).json().data as { slug: string; owned: boolean }[];
  t.equal(listing.find((c) => c.slug === COURSE)?.owned, true, 'the buyer’s listing marks what they own');
  const theirs = (await get(up, 'courses?length=100')).json().data as { slug: string; owned: boolean }[];
  t.ok(
    theirs.every((c) => !c.owned),
    'the visitor’s does not',
  );

  const stranger = await registeredCustomer(up, `-other-${randomUUID().slice(0, 8)}`);
  const theirsSignedIn = await get(up, `singleCourse?slug=${COURSE}`, { authorization: `Bearer ${stranger.token}` });
  t.equal(theirsSignedIn.json().data.owned, false, 'a signed-in customer who did not buy gets the public answer');
  t.same(theirsSignedIn.json().data.course_videos, []);
  t.equal((await get(up, 'singleCourse?slug=no-such-course')).statusCode, 404);
});

t.test('a review shows in the rating and the reviews at once', async (t) => {
  const up = await buildTestUpstream(t);
  const buyer = await registeredCustomer(up, `-review-${randomUUID().slice(0, 8)}`);
  await grantItems(up, buyer.email, [{ type: 'course', slug: COURSE }]);
  const rating = async () => (await get(up, `singleCourse?slug=${COURSE}`)).json().data.rating as { count: number };
  const before = await rating();
  const reviews = (await get(up, `courses/${COURSE}/reviews`)).json().totalRecords as number;

  const wrote = await up.app.inject({
    method: 'POST',
    url: `${API}/courses/${COURSE}/review`,
    headers: { authorization: `Bearer ${buyer.token}` },
    payload: { rating: 5, text: 'Clear and practical.' },
  });
  t.equal(wrote.statusCode, 200);
  t.equal((await rating()).count, before.count + 1);
  t.equal((await get(up, `courses/${COURSE}/reviews`)).json().totalRecords, reviews + 1);
});

t.test('a review forgets its item’s reads, and the listings only when the rating they show moved', async (t) => {
  const up = await buildTestUpstream(t);
  const buyer = await registeredCustomer(up, `-scoped-${randomUUID().slice(0, 8)}`);
  await grantItems(up, buyer.email, [{ type: 'course', slug: COURSE }]);
  const detailPrice = async (slug: string) => (await get(up, `singleCourse?slug=${slug}`)).json().data.price as number;
  const usdOf = async (slug: string) => (await up.app.catalogue.findCourse(slug))!.usdCents / 100;
  const listed = (await get(up, 'courses?length=1')).json().data[0].usd as number;
  const [mine, other] = [await usdOf(COURSE), await usdOf('stock-foundations')];
  await detailPrice(COURSE);
  await detailPrice('stock-foundations');
  const review = (rating: number, text: string) =>
    up.app.inject({ method: 'POST', url: `${API}/courses/${COURSE}/review`, headers: { authorization: `Bearer ${buyer.token}` }, payload: { rating, text } });

  // The rate moves behind the routes' back: what is read fresh shows it.
  await up.app.settings.write('ngn_per_usd', 1700);
  const first = await review(4, 'Useful.');
  t.equal(first.headers['x-public-change'], `item=${COURSE};listings`, 'a new review moves the rating');
  t.equal(await priceOf(up), Math.round(listed * 1700), 'the listings are read again');
  t.equal(await detailPrice(COURSE), Math.round(mine * 1700), 'and the item');
  t.equal(await detailPrice('stock-foundations'), Math.round(other * 1550), "another item's page stays in memory");

  await up.app.settings.write('ngn_per_usd', 1800);
  const edit = await review(4, 'Useful, and the quizzes help.');
  t.equal(edit.headers['x-public-change'], `item=${COURSE}`, 'the same rating: only the item changed');
  t.equal(await priceOf(up), Math.round(listed * 1700), 'the listings stay in memory');
  t.equal(await detailPrice(COURSE), Math.round(mine * 1800), "the item's page is read again");
  t.equal((await get(up, `courses/${COURSE}/reviews`)).json().data[0].text, 'Useful, and the quizzes help.');
});

t.test('with Redis an admin change on one upstream empties every upstream’s cache within a second', async (t) => {
  const env = { REDIS_URL, REDIS_PREFIX: `test-${randomUUID()}:` };
  const a = await buildTestUpstream(t, env);
  const b = await buildTestUpstream(t, env);
  const usd = (await get(b, 'courses?length=1')).json().data[0].usd as number;
  await b.app.settings.write('ngn_per_usd', 2000);
  t.equal(await priceOf(b), Math.round(usd * 1550), 'b serves its cached page');

  await adminChange(a);
  const began = Date.now();
  const heard = await until("a's change on b", async () => (await priceOf(b)) === Math.round(usd * 2000), { within: 1000 }).catch(() => false);
  t.ok(heard, `b read again after a's change (${Date.now() - began} ms)`);
});

t.test('without Redis another upstream’s cache lasts its TTL', async (t) => {
  const a = await buildTestUpstream(t);
  const b = await buildTestUpstream(t, { TEST_CLOCK: 'true' });
  const ttl = b.app.config.CATALOGUE_CACHE_SECONDS * 1000;
  const usd = (await get(b, 'courses?length=1')).json().data[0].usd as number;
  await b.app.settings.write('ngn_per_usd', 2100);
  await adminChange(a);
  advance(ttl / 2, b.app);
  t.equal(await priceOf(b), Math.round(usd * 1550), 'b did not hear a, and keeps its page within the TTL');
  advance(ttl / 2 + 1000, b.app);
  t.equal(await priceOf(b), Math.round(usd * 2100), 'b reads again once the TTL is over');
});

t.test('CATALOGUE_CACHE_MB counts what an answer holds: its JSON (twice past Latin-1) and the value kept beside it', async (t) => {
  const held = (body: string) => heldBytes({ value: null, body, etag: '' });
  t.equal(held('a'.repeat(1000)), 1000 + 1300 + 64, 'Latin-1: a byte a character');
  t.equal(held(`…${'a'.repeat(999)}`), 2000 + 1300 + 64, 'one character past it: two bytes each');
});
