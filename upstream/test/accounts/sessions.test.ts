import t from 'tap';
import { advance } from '../../../shared/test/clock.ts';
import { API, buildTestUpstream, registeredCustomer } from '../helper.ts';

// The default lifetimes (15 min tokens, a 30 s grace window), crossed by moving the clock.
const up = await buildTestUpstream(t, { TEST_CLOCK: 'true' });
const { app } = up;
const { ACCESS_TOKEN_TTL, REFRESH_GRACE_SECONDS } = app.config;
const refresh = (rToken: string) => app.inject({ method: 'POST', url: `${API}/auth/refresh`, payload: { rToken } });
const details = (token: string) => app.inject({ method: 'GET', url: `${API}/user/details`, headers: { authorization: `Bearer ${token}` } });

t.test('an expired access token answers 401 token has expired, and a refresh rotates the pair', async (t) => {
  const c = await registeredCustomer(up, 'rot');
  advance((ACCESS_TOKEN_TTL + 1) * 1000, app);
  t.same((await details(c.token)).json(), { code: 401, message: 'token has expired' });
  const res = await refresh(c.rToken);
  t.equal(res.statusCode, 200);
  const next = res.json().data;
  t.not(next.rToken, c.rToken, 'the refresh token rotates');
  t.equal((await details(next.token)).statusCode, 200);
});

t.test('the rotated token reused inside the grace window answers the same new refresh token', async (t) => {
  const c = await registeredCustomer(up, 'grace');
  const first = (await refresh(c.rToken)).json().data;
  const again = (await refresh(c.rToken)).json().data;
  t.equal(again.rToken, first.rToken);
  t.equal((await details(again.token)).statusCode, 200);
});

t.test('concurrent refreshes of one token rotate it once and all get the same successor', async (t) => {
  const c = await registeredCustomer(up, 'concurrent');
  const answers = await Promise.all(Array.from({ length: 10 }, () => refresh(c.rToken)));
  t.ok(answers.every((a) => a.statusCode === 200));
  t.equal(new Set(answers.map((a) => a.json().data.rToken)).size, 1);
});

t.test('reuse of a rotated token after the grace window revokes the whole family', async (t) => {
  const c = await registeredCustomer(up, 'reuse');
  const next = (await refresh(c.rToken)).json().data;
  advance((REFRESH_GRACE_SECONDS + 1) * 1000, app);
  t.same((await refresh(c.rToken)).json(), { code: 401, message: 'Unauthorized' }, 'the stolen token is refused');
  t.same((await refresh(next.rToken)).json(), { code: 401, message: 'Unauthorized' }, 'and so is the legitimate successor');
});

t.test('logout revokes the family: the refresh token and the access token stop working', async (t) => {
  const c = await registeredCustomer(up, 'logout');
  const call = (url: string, payload?: object, token?: string) =>
    app.inject({ method: payload ? 'POST' : 'GET', url: `${API}/${url}`, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });
  t.equal((await call('user/details', undefined, c.token)).statusCode, 200, 'signed in');
  t.equal((await call('auth/logout', { rToken: c.rToken })).statusCode, 200);
  t.same((await call('user/details', undefined, c.token)).json(), { code: 401, message: 'Unauthorized' });
  t.same((await call('auth/refresh', { rToken: c.rToken })).json(), { code: 401, message: 'Unauthorized' });
});

t.test('an unknown refresh token and a customer token at admin/refresh are refused', async (t) => {
  const c = await registeredCustomer(up, 'wrongaud');
  t.equal((await refresh('x'.repeat(43))).statusCode, 401);
  const res = await app.inject({ method: 'POST', url: `${API}/admin/refresh`, payload: { rToken: c.rToken } });
  t.same(res.json(), { code: 401, message: 'Unauthorized' });
});
