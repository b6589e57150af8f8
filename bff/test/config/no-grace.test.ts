import { setTimeout as sleep } from 'node:timers/promises';
import t from 'tap';
import { API, buildTestShop, call, signedInCustomer } from '../helper.ts';

// REFRESH_GRACE_SECONDS=0, which both services accept: no window for a rotated refresh token.
// 5 s tokens: on a loaded machine the 20 calls took longer than 2 s, the new token expired too, and
// a second refresh was then right.
const TTL_MS = 5000;
const shop = await buildTestShop(t, {
  upstreamEnv: { ACCESS_TOKEN_TTL: String(TTL_MS / 1000), REFRESH_GRACE_SECONDS: '0' },
  bffEnv: { REFRESH_AHEAD_SECONDS: '0', REFRESH_GRACE_SECONDS: '0' },
});
const refresh = (rToken: string) => shop.up.app.inject({ method: 'POST', url: `${API}/auth/refresh`, payload: { rToken } });

t.test('with no grace, concurrent calls with an expired token still share one refresh and succeed', async (t) => {
  const c = await signedInCustomer(shop, 'nograce');
  await sleep(TTL_MS + 100);
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
  await sleep(10);
  t.equal((await refresh(old)).statusCode, 401, 'the old token, a moment later');
  t.equal((await refresh(rotated.json().data.rToken)).statusCode, 401, 'its successor is revoked with the family');
});
