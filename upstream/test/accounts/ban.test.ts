import t from 'tap';
import { eq } from 'drizzle-orm';
import { users } from '../../src/accounts/tables.ts';
import { API, adminToken, buildTestUpstream, grantItems, registeredCustomer } from '../helper.ts';

// A ban takes away what the account gave, not only its sessions: the robots it licensed stop
// (activating, verifying, downloading), and its reviews leave the pages. All of it is read from the
// account's state at each call, so lifting the ban gives every piece back.
const up = await buildTestUpstream(t);
const admin = { authorization: `Bearer ${await adminToken(up)}` };
const ROBOT = 'forex-trend-rider-ea';
const COURSE = 'forex-foundations';
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  up.app.inject({ method: 'POST', url: `${API}/${url}`, payload, headers: { 'content-type': 'application/json', ...headers } });
const get = (url: string, headers: Record<string, string> = {}) => up.app.inject({ method: 'GET', url: `${API}/${url}`, headers });

const trader = await registeredCustomer(up, 'banned-trader');
const fan = await registeredCustomer(up, 'other-reviewer');
await grantItems(up, trader.email, [
  { type: 'robot', slug: ROBOT },
  { type: 'course', slug: COURSE },
]);
await grantItems(up, fan.email, [{ type: 'course', slug: COURSE }]);
const key = (await get(`robots/${ROBOT}/licence`, as(trader.token))).json().data.key as string;
const licence = (account: string) => ({ key, account, server: 'ICMarketsSC-Demo', robot: ROBOT });

t.test("a ban stops the account's robots and download links and takes its reviews off the pages; lifting it gives them back", async (t) => {
  t.equal((await post('licences/activate', licence('1001'))).json().data.status, 'active', 'a trading account runs the robot');
  const link = (await post(`robots/${ROBOT}/download-link`, {}, as(trader.token))).json().data.url as string;
  const download = () => up.app.inject({ method: 'GET', url: link.replace('http://localhost:3000', '') });
  t.equal((await download()).statusCode, 200, 'the link works before');
  await post(`courses/${COURSE}/review`, { rating: 1, text: 'Spam spam spam' }, as(trader.token));
  await post(`courses/${COURSE}/review`, { rating: 5, text: 'Clear and practical' }, as(fan.token));
  const rating = async () => (await get(`singleCourse?slug=${COURSE}`)).json().data.rating;
  const reviews = async (length = 10) =>
    ((await get(`courses/${COURSE}/reviews?page=1&length=${length}`)).json().data as { text: string }[]).map((r) => r.text);
  t.same(await rating(), { average: 3, count: 2 });

  t.equal((await post('admin/users/ban', { email: trader.email }, admin)).statusCode, 200);
  const activated = (await post('licences/activate', licence('2002'))).json().data;
  t.match(activated, { status: 'revoked', reason: 'The account that bought this licence is suspended' }, 'no new trading account');
  t.equal((await post('licences/verify', licence('1001'))).json().data.status, 'revoked', 'the running one stops at its next check');
  t.equal((await download()).statusCode, 410, 'the link issued before the ban is dead');
  t.same(await reviews(), ['Clear and practical'], 'their review is off the page');
  t.same(await rating(), { average: 5, count: 1 }, 'and out of the average');

  // As lifting the ban would (no screen does it yet): everything is read from the account's state.
  await up.app.database.db.update(users).set({ status: 'active' }).where(eq(users.email, trader.email));
  t.equal((await post('licences/verify', licence('1001'))).json().data.status, 'active', 'the robot runs again');
  t.equal((await download()).statusCode, 200, 'the link works again while unexpired');
  // A page not read since (pages are cached until a change through the API empties them).
  t.same((await reviews(20)).sort(), ['Clear and practical', 'Spam spam spam'], 'the review is back');
});
