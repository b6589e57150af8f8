import t from 'tap';
import { eq } from 'drizzle-orm';
import { advance } from '../../../shared/test/clock.ts';
import { users } from '../../../upstream/src/accounts/tables.ts';
import { adminCookie, API, buildTestShop, call, cookiesOf, signedInCustomer } from '../helper.ts';

// Access tokens live their default 15 minutes, crossed by moving the clocks of the upstream and of
// every BFF in front of it together (built here, before any moves); the BFF refreshes only once they
// have expired (ahead = 0), or, for `lazy`, only when the upstream says so, or, for `eager`, at once.
const shop = await buildTestShop(t, { upstreamEnv: { TEST_CLOCK: 'true' }, bffEnv: { TEST_CLOCK: 'true', REFRESH_AHEAD_SECONDS: '0' } });
const { app, up } = shop;
const lazy = await buildTestShop(t, { up, bffEnv: { TEST_CLOCK: 'true', REFRESH_AHEAD_SECONDS: '-3600' } });
const eager = await buildTestShop(t, { up, bffEnv: { TEST_CLOCK: 'true', REFRESH_AHEAD_SECONDS: '3600' } });
const other = await buildTestShop(t, { up, bffEnv: { TEST_CLOCK: 'true', REFRESH_AHEAD_SECONDS: '0' } });
/** Past the access tokens' lifetime, on every clock of this file. */
const expire = () => advance((up.app.config.ACCESS_TOKEN_TTL + 1) * 1000, up.app, app, lazy.app, eager.app, other.app);
const refreshes = (since: number) => up.seen.slice(since).filter((s) => s.url.endsWith('/auth/refresh')).length;

t.test('100 concurrent calls with an expired access token make exactly one upstream refresh and all succeed', async (t) => {
  const c = await signedInCustomer(shop, 'burst');
  expire();
  const before = up.seen.length;
  const answers = await Promise.all(Array.from({ length: 100 }, () => call(app, 'get', `${API}/user/details`, c.cookie)));
  t.same([...new Set(answers.map((a) => a.status))], [200]);
  t.equal(refreshes(before), 1);
  const cookies = new Set(answers.map((a) => cookiesOf(a)));
  t.equal(cookies.size, 1, 'every answer carries the same new cookie');
  t.not([...cookies][0], c.cookie);
});

t.test('the pre-refresh cookie replayed within the grace window keeps working without another refresh', async (t) => {
  const c = await signedInCustomer(shop, 'grace');
  expire();
  const first = await call(app, 'get', `${API}/user/details`, c.cookie).expect(200);
  const before = up.seen.length;
  const late = await call(app, 'get', `${API}/user/details`, c.cookie).expect(200);
  t.equal(refreshes(before), 0);
  t.equal(cookiesOf(late), cookiesOf(first), 'the late request gets the same new cookie');
});

t.test('an upstream token has expired answer triggers one refresh and one retry, never a loop', async (t) => {
  // A BFF that never refreshes ahead sees the upstream's own 401 first.
  const c = await signedInCustomer(lazy, 'retry');
  expire();
  const before = up.seen.length;
  await call(lazy.app, 'get', `${API}/user/details`, c.cookie).expect(200);
  const urls = up.seen.slice(before).map((s) => s.url.replace(API, '').split('?')[0]);
  // The hot path asks first and, on a 401, hands the request to the full path, which asks again
  // (a GET is safe to repeat); that one refreshes once and retries once.
  t.same(urls, ['/user/details', '/user/details', '/auth/refresh', '/user/details']);
  t.equal(urls.filter((u) => u === '/auth/refresh').length, 1, 'one refresh, no loop');
});

t.test('a refused refresh clears the cookie and answers 401 token has expired', async (t) => {
  const c = await signedInCustomer(shop, 'refused');
  // The session is revoked elsewhere (another device logged out the family).
  const session = await shop.app.sessions.read({ cookies: { academy_session: c.cookie.split('=').slice(1).join('=') } } as never, 'customer');
  await up.app.refreshSessions.revoke(session!.rToken);
  expire();
  const res = await call(app, 'get', `${API}/user/details`, c.cookie).expect(401);
  t.same(res.body, { code: 401, message: 'token has expired' });
  t.match([res.headers['set-cookie']].flat().join(), /academy_session=;.*Expires=Thu, 01 Jan 1970/);
});

t.test("a banned user's live session is refused at once and the cookie cleared", async (t) => {
  const c = await signedInCustomer(shop, 'banned');
  await call(app, 'get', `${API}/user/details`, c.cookie).expect(200);
  await up.app.database.db.update(users).set({ status: 'banned' }).where(eq(users.email, c.email));
  const res = await call(app, 'get', `${API}/user/details`, c.cookie).expect(403);
  t.same(res.body, { code: 403, message: 'unauthorized user' });
  t.match([res.headers['set-cookie']].flat().join(), /academy_session=;/);
});

t.test('a user banned by an admin whose token is due for refresh gets the banned answer, not token has expired', async (t) => {
  // Refreshing an hour ahead makes every access token due at once.
  const c = await signedInCustomer(eager, 'bannedrefresh');
  const admin = await adminCookie(eager);
  await call(eager.app, 'post', `${API}/admin/users/ban`, admin).send({ email: c.email }).expect(200);
  const before = up.seen.length;
  const res = await call(eager.app, 'get', `${API}/user/details`, c.cookie);
  t.same(
    up.seen.slice(before).map((s) => s.url.replace(API, '')),
    ['/auth/refresh'],
    'the refresh is what tells',
  );
  t.equal(res.status, 403);
  t.same(res.body, { code: 403, message: 'unauthorized user' });
  t.match([res.headers['set-cookie']].flat().join(), /academy_session=;/);
});

t.test('an upstream User not found ends the session and passes through', async (t) => {
  const c = await signedInCustomer(shop, 'deleted');
  await up.app.database.db.delete(users).where(eq(users.email, c.email));
  const res = await call(app, 'get', `${API}/user/details`, c.cookie).expect(401);
  t.same(res.body, { code: 401, message: 'User not found' });
  t.match([res.headers['set-cookie']].flat().join(), /academy_session=;/);
});

t.test('two BFFs with the same secrets: concurrent refreshes across both keep every request succeeding', async (t) => {
  const c = await signedInCustomer(shop, 'twobffs');
  expire();
  const answers = await Promise.all(Array.from({ length: 60 }, (_, i) => call(i % 2 ? other.app : app, 'get', `${API}/user/details`, c.cookie)));
  t.same([...new Set(answers.map((a) => a.status))], [200], 'every request succeeded');
  // Each BFF refreshed once; the upstream's grace window gave the second the same new pair.
  t.equal(new Set(answers.map((a) => cookiesOf(a))).size <= 2, true);
});
