import { randomUUID } from 'node:crypto';
import supertest from 'supertest';
import t from 'tap';
import { API, PUBLIC_URL, buildTestShop } from '../helper.ts';

// Two BFFs in front of one upstream: with REDIS_URL the login limit counts a client's tries on both.
const login = (app: Parameters<typeof supertest>[0]) =>
  supertest(app)
    .post(`${API}/auth/login`)
    .set({ 'x-csrf': '1', origin: PUBLIC_URL, 'x-forwarded-for': '203.0.113.50' })
    .send({ email: 'nobody@example.com', password: 'wrong-password-1' });

async function twoShops(bffEnv: Record<string, string>) {
  const first = await buildTestShop(t, { bffEnv });
  const second = await buildTestShop(t, { bffEnv, up: first.up });
  return [first.app.server, second.app.server] as const;
}

t.test('with Redis, the fourth try is refused though it is the second on this BFF', async (t) => {
  const [a, b] = await twoShops({ LOGIN_RATE_LIMIT: '3', REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `test-${randomUUID()}:` });
  const statuses = [];
  for (const app of [a, a, b, b]) statuses.push((await login(app)).status);
  t.same(statuses, [401, 401, 401, 429]);
  t.same((await login(a)).body, { code: 429, message: 'Too many attempts. Please wait a minute and try again.' }, 'and the other BFF refuses it too');
});

t.test('without Redis, each BFF counts its own', async (t) => {
  const [a, b] = await twoShops({ LOGIN_RATE_LIMIT: '3' });
  const statuses = [];
  for (const app of [a, a, b, b]) statuses.push((await login(app)).status);
  t.same(statuses, [401, 401, 401, 401]);
});
