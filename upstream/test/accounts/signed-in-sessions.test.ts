import { randomUUID } from 'node:crypto';
import t from 'tap';
import { advance } from '../../../shared/test/clock.ts';
import { ADMIN, adminToken, API, buildTestUpstream, registeredCustomer } from '../helper.ts';

const WINDOWS_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const up = await buildTestUpstream(t, { TEST_CLOCK: 'true' });
const { app } = up;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload: object, token?: string) =>
  app.inject({ method: 'POST', url: `${API}/${url}`, payload, headers: token ? bearer(token) : {} });
const get = (url: string, token: string) => app.inject({ method: 'GET', url: `${API}/${url}`, headers: bearer(token) });
const sessionsOf = async (token: string) =>
  (await get('user/sessions', token)).json().data as { id: string; device: string; signed_in_at: string; last_seen_at: string; current: boolean }[];

/** Another login of the same customer, from the browser `userAgent` names. */
async function loginFrom(c: { email: string; password: string }, userAgent: string): Promise<{ token: string; rToken: string }> {
  const res = await app.inject({
    method: 'POST',
    url: `${API}/auth/login`,
    payload: { email: c.email, password: c.password },
    headers: { 'user-agent': userAgent },
  });
  return res.json().data;
}

t.test('each login is one row with its device and times, the session asking first as the current one; no token leaves', async (t) => {
  const c = await registeredCustomer(up, 'list');
  const laptop = await loginFrom(c, WINDOWS_CHROME);
  const phone = await loginFrom(c, IPHONE_SAFARI);

  const res = await get('user/sessions', phone.token);
  t.equal(res.statusCode, 200);
  const rows = res.json().data;
  t.equal(rows.length, 3, 'the helper login, the laptop and the phone');
  t.match(rows[0], { device: 'Safari on iOS', current: true });
  t.match(
    rows.find((r: { device: string }) => r.device === 'Chrome on Windows'),
    { current: false },
  );
  t.equal(rows.filter((r: { current: boolean }) => r.current).length, 1);
  for (const row of rows) {
    t.same(Object.keys(row).sort(), ['current', 'device', 'id', 'last_seen_at', 'signed_in_at'], 'only what the contract names');
    t.ok(Date.parse(row.signed_in_at) <= Date.parse(row.last_seen_at));
  }
  t.notMatch(res.body, new RegExp([laptop.rToken, phone.rToken, c.rToken].join('|')), 'no refresh token in the answer');
  t.notMatch(res.body, /[0-9a-f]{64}/, 'no token hash in the answer');
});

t.test('a login with no user agent says Unknown device', async (t) => {
  const c = await registeredCustomer(up, 'noagent');
  const bare = await loginFrom(c, '');
  t.match((await sessionsOf(bare.token))[0], { device: 'Unknown device', current: true });
});

t.test('last seen moves on at a refresh; signed in stays', async (t) => {
  const c = await registeredCustomer(up, 'seen');
  const [before] = await sessionsOf(c.token);
  advance(1000, app);
  const next = (await post('auth/refresh', { rToken: c.rToken })).json().data;
  const [after] = await sessionsOf(next.token);
  t.equal(after!.id, before!.id, 'the same session');
  t.equal(after!.signed_in_at, before!.signed_in_at);
  t.ok(Date.parse(after!.last_seen_at) > Date.parse(before!.last_seen_at), `${after!.last_seen_at} > ${before!.last_seen_at}`);
});

t.test('ending one of my other sessions stops its access and refresh tokens; mine goes on', async (t) => {
  const c = await registeredCustomer(up, 'endone');
  const other = await loginFrom(c, IPHONE_SAFARI);
  const target = (await sessionsOf(c.token)).find((s) => !s.current)!;

  t.same((await post('user/sessions/end', { id: target.id }, c.token)).json(), { code: 200, message: 'That session has been signed out.' });
  t.same((await get('user/details', other.token)).json(), { code: 401, message: 'Unauthorized' }, 'its access token is refused at once');
  t.same((await post('auth/refresh', { rToken: other.rToken })).json(), { code: 401, message: 'Unauthorized' }, 'and so is its refresh token');
  t.equal((await get('user/details', c.token)).statusCode, 200, 'the caller stays signed in');
  t.same(
    (await sessionsOf(c.token)).map((s) => s.current),
    [true],
    'only mine is listed',
  );
  t.same((await post('user/sessions/end', { id: target.id }, c.token)).json(), { code: 404, message: 'No such session' }, 'an ended session is gone');
});

t.test("another customer's session id is a 404 and changes nothing; a malformed id is a 422", async (t) => {
  const me = await registeredCustomer(up, 'owner');
  const them = await registeredCustomer(up, 'victim');
  const [theirs] = await sessionsOf(them.token);

  t.same((await post('user/sessions/end', { id: theirs!.id }, me.token)).json(), { code: 404, message: 'No such session' });
  t.equal((await get('user/details', them.token)).statusCode, 200, 'their session still works');
  t.equal((await sessionsOf(them.token)).length, 1);
  t.equal((await post('user/sessions/end', { id: randomUUID() }, me.token)).statusCode, 404);
  t.same((await post('user/sessions/end', { id: 'not-an-id' }, me.token)).json(), { code: 422, message: 'id must be a session id' });
  t.equal((await post('user/sessions/end', { id: theirs!.id })).statusCode, 401, 'no session, no answer');
});

t.test('ending all other sessions keeps only the one asking', async (t) => {
  const c = await registeredCustomer(up, 'others');
  const laptop = await loginFrom(c, WINDOWS_CHROME);
  const phone = await loginFrom(c, IPHONE_SAFARI);

  t.same((await post('user/sessions/end-others', {}, laptop.token)).json(), { code: 200, message: 'All other sessions have been signed out.' });
  t.equal((await get('user/details', c.token)).statusCode, 401);
  t.equal((await get('user/details', phone.token)).statusCode, 401);
  t.equal((await get('user/details', laptop.token)).statusCode, 200);
  t.match(await sessionsOf(laptop.token), [{ device: 'Chrome on Windows', current: true }]);
  t.equal((await sessionsOf(laptop.token)).length, 1);
});

t.test('a logged-out session is not listed', async (t) => {
  const c = await registeredCustomer(up, 'loggedout');
  const other = await loginFrom(c, IPHONE_SAFARI);
  await post('auth/logout', { rToken: other.rToken });
  t.equal((await sessionsOf(c.token)).length, 1);
});

t.test('an admin ends every session of a customer; only admins, only customers', async (t) => {
  const admin = { token: await adminToken(up) };
  const c = await registeredCustomer(up, 'endall');
  const other = await loginFrom(c, IPHONE_SAFARI);
  const users = (await get('admin/users?length=100', admin.token)).json().data as { email: string; user_id: string }[];
  const id = users.find((u) => u.email === c.email)!.user_id;

  t.equal((await post(`admin/users/${id}/sessions/end-all`, {}, c.token)).statusCode, 401, 'a customer cannot');
  t.equal((await get('user/details', c.token)).statusCode, 200, 'which changed nothing');

  t.same((await post(`admin/users/${id}/sessions/end-all`, {}, admin.token)).json(), { code: 200, message: 'All sessions of this user have ended.' });
  for (const s of [c, other]) {
    t.same((await get('user/details', s.token)).json(), { code: 401, message: 'Unauthorized' });
    t.equal((await post('auth/refresh', { rToken: s.rToken })).statusCode, 401);
  }
  t.equal((await get('admin/users?length=1', admin.token)).statusCode, 200, "the admin's own session goes on");

  t.same((await post(`admin/users/${randomUUID()}/sessions/end-all`, {}, admin.token)).json(), { code: 404, message: 'No customer with this id' });
  const admins = (await get('admin/admin?length=100', admin.token)).json().data as { email: string; user_id: string }[];
  const self = admins.find((u) => u.email === ADMIN.email)!.user_id;
  t.equal((await post(`admin/users/${self}/sessions/end-all`, {}, admin.token)).statusCode, 404, 'an admin is not ended from here');
  t.equal((await get('admin/users?length=1', admin.token)).statusCode, 200);
  t.equal((await post('admin/users/not-an-id/sessions/end-all', {}, admin.token)).statusCode, 422);
});

t.test('a login whose refresh token has expired is no longer listed', async (t) => {
  const c = await registeredCustomer(up, 'expired');
  advance((app.config.REFRESH_TOKEN_TTL + 1) * 1000, app);
  const res = await post('auth/login', { email: c.email, password: c.password });
  const rows = await sessionsOf(res.json().data.token);
  t.same(
    rows.map((r: { current: boolean }) => r.current),
    [true],
    'only the new login',
  );
});
