import t from 'tap';
import { advance } from '../../../shared/test/clock.ts';
import { API, buildTestShop, call, signedInCustomer } from '../helper.ts';

// REFRESH_GRACE_SECONDS=0, which both services accept: no window for a rotated refresh token. The
// tokens live their default 15 minutes, crossed by moving both services' clocks.
const shop = await buildTestShop(t, {
  upstreamEnv: { REFRESH_GRACE_SECONDS: '0', TEST_CLOCK: 'true' },
  bffEnv: { REFRESH_AHEAD_SECONDS: '0', REFRESH_GRACE_SECONDS: '0', TEST_CLOCK: 'true' },
});
const refresh = (rToken: string) => shop.up.app.inject({ method: 'POST', url: `${API}/auth/refresh`, payload: { rToken } });

t.test('with no grace, concurrent calls with an expired token still share one refresh and succeed', async (t) => {
  const c = await signedInCustomer(shop, 'nograce');
  advance((shop.up.app.config.ACCESS_TOKEN_TTL + 1) * 1000, shop.up.app, shop.app);
  const before = shop.up.seen.length;
  const answers = await Promise.all(Array.from({ length: 20 }, () => call(shop.app, 'get', `${API}/user/details`, c.cookie)));
  t.same([...new Set(answers.map((a) => a.status))], [200]);
  t.equal(shop.up.seen.slice(before).filter((s) => s.url.endsWith('/auth/refresh')).length, 1);
});

t.test('with no grace, the upstream refuses a rotated refresh token at once and ends its family', async (t) => {
  const c = await signedInCustomer(shop, 'nograce-reuse');
  // The BFF keeps tokens sealed in its cookie: log in at the upstream to hold a refresh token here.
  const login = await shop.up.app.inject({ method: 'POST', url: `${API}/auth/login`, payload: { email: c.email, password: c.password } });
  const old = login.json().data.rToken as string;
  const rotated = await refresh(old);
  t.equal(rotated.statusCode, 200);
  advance(10, shop.up.app);
  t.equal((await refresh(old)).statusCode, 401, 'the old token, a moment later');
  t.equal((await refresh(rotated.json().data.rToken)).statusCode, 401, 'its successor is revoked with the family');
});
