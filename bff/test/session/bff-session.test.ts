import t from 'tap';
import type { BffSession } from '@academy/shared/auth';
import { WIRE } from '@academy/shared/constants';
import { CONFIRMED_FOR_MS } from '../../src/proxy/session-check.ts';
import type { SessionKind } from '../../src/session/session-kinds.ts';
import { advance } from '../../../shared/test/clock.ts';
import { adminCookie, API, buildTestShop, call, cookiesOf, signedInCustomer, type TestShop } from '../helper.ts';

const shop = await buildTestShop(t, { bffEnv: { TEST_CLOCK: 'true' } });

/** What /bff/session says for a cookie, and the Set-Cookie it answers with. */
async function whoIsIn(cookie: string, on: TestShop = shop) {
  const res = await call(on.app, 'get', '/bff/session', cookie).expect(200);
  return { data: res.body.data as BffSession, setCookie: [res.headers['set-cookie']].flat().join() };
}

/** Ends a session on the upstream alone, as a logout from another BFF or device does. */
async function endUpstream(cookie: string, kind: SessionKind) {
  const [name, ...value] = cookie.split('=');
  const session = await shop.app.sessions.read({ cookies: { [name!]: value.join('=') } } as never, kind);
  await shop.up.app.refreshSessions.revoke(session!.rToken);
}

const upstreamChecks = (since: number) => shop.up.seen.slice(since).filter((s) => /\/(user\/details|admin\/super-admin\/fetch)\b/.test(s.url)).length;

t.test('a customer whose password was changed from another session reads as signed out, and the cookie is cleared', async (t) => {
  const c = await signedInCustomer(shop, 'changed');
  const other = cookiesOf(await call(shop.app, 'post', `${API}/auth/login`).send({ email: c.email, password: c.password }).expect(200));
  await call(shop.app, 'post', `${API}/password/change`, other).send({ old_password: c.password, new_password: 'another-horse-2' }).expect(200);

  const ended = await whoIsIn(c.cookie);
  t.same(
    ended.data,
    { customer: null, admin: null, ended: { admin: false, code: 401, message: WIRE.unauthorized } },
    'signed out, with the answer that ended it',
  );
  t.match(ended.setCookie, /academy_session=;.*Expires=Thu, 01 Jan 1970/);
  t.same((await whoIsIn(other)).data.customer, { name: c.email }, 'the session that changed it stays signed in');
});

t.test('an admin whose session was logged out elsewhere reads as signed out, and the cookie is cleared', async (t) => {
  const admin = await adminCookie(shop);
  await endUpstream(admin, 'admin');
  const ended = await whoIsIn(admin);
  t.same(ended.data, { customer: null, admin: null, ended: { admin: true, code: 401, message: WIRE.unauthorized } });
  t.match(ended.setCookie, /academy_admin=;.*Expires=Thu, 01 Jan 1970/);
});

t.test('a captured cookie replayed after logout reads as signed out at once', async (t) => {
  const c = await signedInCustomer(shop, 'replayed');
  t.same((await whoIsIn(c.cookie)).data.customer, { name: c.email });
  await call(shop.app, 'post', `${API}/auth/logout`, c.cookie).expect(200);
  t.same((await whoIsIn(c.cookie)).data.customer, null);
});

t.test(`polls within ${CONFIRMED_FOR_MS} ms cost one upstream check between them`, async (t) => {
  const c = await signedInCustomer(shop, 'polls');
  const before = shop.up.seen.length;
  await whoIsIn(c.cookie);
  const answers = await Promise.all(Array.from({ length: 5 }, () => whoIsIn(c.cookie)));
  t.same(new Set(answers.map((a) => a.data.customer?.name)), new Set([c.email]));
  t.equal(upstreamChecks(before), 1);
});

t.test('past that window the upstream is asked again, so a session ended since reads as signed out', async (t) => {
  const c = await signedInCustomer(shop, 'window');
  t.same((await whoIsIn(c.cookie)).data.customer, { name: c.email });
  await endUpstream(c.cookie, 'customer');
  advance(CONFIRMED_FOR_MS + 100, shop.app);
  const before = shop.up.seen.length;
  t.same((await whoIsIn(c.cookie)).data.customer, null);
  t.equal(upstreamChecks(before), 1);
});

t.test('a session due for refresh is refreshed by the read, which sets the new cookie', async (t) => {
  // Refreshing an hour ahead makes every access token due at once.
  const eager = await buildTestShop(t, { up: shop.up, bffEnv: { REFRESH_AHEAD_SECONDS: '3600' } });
  const c = await signedInCustomer(eager, 'due');
  const before = shop.up.seen.length;
  const read = await whoIsIn(c.cookie, eager);
  t.same(read.data.customer, { name: c.email });
  t.same(
    shop.up.seen.slice(before).map((s) => s.url.replace(API, '')),
    ['/auth/refresh'],
  );
  t.match(read.setCookie, /^academy_session=Fe26\.2\*/);
  t.not(read.setCookie.split(';')[0], c.cookie);
});

t.test('a session that ran out says so once, so the page can show Session Expired', async (t) => {
  // Access tokens live a minute and refresh tokens two (within the cookie's own 30 days): past both
  // on both clocks, the refresh the read makes is refused.
  const up = await buildTestShop(t, {
    upstreamEnv: { ACCESS_TOKEN_TTL: '60', REFRESH_TOKEN_TTL: '120', TEST_CLOCK: 'true' },
    bffEnv: { REFRESH_AHEAD_SECONDS: '0', TEST_CLOCK: 'true' },
  });
  const c = await signedInCustomer(up, 'ran-out');
  advance(121_000, up.app, up.up.app);
  const read = await whoIsIn(c.cookie, up);
  t.same(read.data, { customer: null, admin: null, ended: { admin: false, code: 401, message: WIRE.tokenExpired } });
  t.match(read.setCookie, /academy_session=;.*Expires=Thu, 01 Jan 1970/);
  t.same((await whoIsIn('', up)).data, { customer: null, admin: null, ended: null }, 'a page without the cookie is simply signed out');
});
