import supertest from 'supertest';
import t from 'tap';
import { API, PUBLIC_URL, buildTestShop } from '../helper.ts';

const login = (app: Parameters<typeof supertest>[0], forwardedFor: string) =>
  supertest(app)
    .post(`${API}/auth/login`)
    .set({ 'x-csrf': '1', origin: PUBLIC_URL, 'x-forwarded-for': forwardedFor })
    .send({ email: 'nobody@example.com', password: 'wrong-password-1' });

t.test('with TRUST_PROXY empty, a client cannot pick its own address to slip past the login limit', async (t) => {
  const { app, up } = await buildTestShop(t, { bffEnv: { TRUST_PROXY: '', LOGIN_RATE_LIMIT: '3' } });
  const statuses = [];
  for (let i = 1; i <= 4; i++) statuses.push((await login(app.server, `203.0.113.${i}`)).status);
  t.same(statuses, [401, 401, 401, 429], 'the fourth try is limited whatever X-Forwarded-For says');
  const before = up.seen.length;
  await supertest(app.server).get(`${API}/courses?page=1`).set({ 'x-csrf': '1', 'x-forwarded-for': '203.0.113.9' }).expect(200);
  t.equal(up.seen[before]?.headers['x-forwarded-for'], '127.0.0.1', 'the upstream is told the real peer');
});

t.test('behind a trusted proxy (loopback, the default) the forwarded client address is used', async (t) => {
  const { app, up } = await buildTestShop(t, { bffEnv: { LOGIN_RATE_LIMIT: '3' } });
  const statuses = [];
  for (let i = 1; i <= 4; i++) statuses.push((await login(app.server, `203.0.113.${i}`)).status);
  t.same(statuses, [401, 401, 401, 401], 'four clients, one try each');
  t.equal((await login(app.server, '203.0.113.1')).status, 401);
  t.equal((await login(app.server, '203.0.113.1')).status, 401);
  t.equal((await login(app.server, '203.0.113.1')).status, 429, 'one client, its fourth try');
  for (const path of [`${API}/courses?page=1`, `${API}/telegram`]) {
    const before = up.seen.length;
    await supertest(app.server).get(path).set({ 'x-csrf': '1', 'x-forwarded-for': '198.51.100.7' }).expect(200);
    t.equal(up.seen[before]?.headers['x-forwarded-for'], '198.51.100.7', `${path}: the upstream is told the client`);
  }
});
