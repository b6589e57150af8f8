import t from 'tap';
import { API, SECRET, buildTestShop, call, signedInCustomer } from '../helper.ts';

const NEW_SECRET = 'rotated-secret-abcdefghijklmnopqrstuvwxyz';
const shop = await buildTestShop(t);
const c = await signedInCustomer(shop, 'cookie');

t.test('a tampered cookie is no session: 401, never a 5xx', async (t) => {
  // The session's own cookie (the login sets the device's beside it).
  const value = /academy_session=([^;]+)/.exec(c.cookie)![1]!;
  const variants = [
    value.slice(0, 40) + (value[40] === 'A' ? 'B' : 'A') + value.slice(41),
    value.slice(0, -10),
    // The seal's HMAC with its first character changed (reversing four of them was no change when they read the same both ways).
    value.replace(/\*([^*])([^*]*)~2$/, (_m, a: string, b: string) => `*${a === 'A' ? 'B' : 'A'}${b}~2`),
    'Fe26.2**garbage',
    '%%%',
    'x'.repeat(5000),
  ];
  for (const v of variants) {
    const res = await call(shop.app, 'get', `${API}/user/details`, `academy_session=${v}`);
    t.equal(res.status, 401, `variant ${v.slice(0, 20)}...`);
    t.same(res.body, { code: 401, message: 'Unauthorized' });
  }
  t.same((await call(shop.app, 'get', '/bff/session', 'academy_session=Fe26.2**garbage')).body.data, { customer: null, admin: null, ended: null });
});

t.test('after rotating secrets the old one still unseals; once removed the cookie is no session', async (t) => {
  const rotated = await buildTestShop(t, { up: shop.up, bffEnv: { SESSION_SECRET: `${NEW_SECRET},${SECRET}` } });
  const viaOld = await call(rotated.app, 'get', `${API}/user/details`, c.cookie);
  t.equal(viaOld.status, 200, JSON.stringify(viaOld.body));
  const fresh = await signedInCustomer(rotated, 'rotated');

  const removed = await buildTestShop(t, { up: shop.up, bffEnv: { SESSION_SECRET: NEW_SECRET } });
  await call(removed.app, 'get', `${API}/user/details`, c.cookie).expect(401);
  t.equal((await call(removed.app, 'get', `${API}/user/details`, fresh.cookie)).status, 200, 'new seals use the first secret');
});

t.test('a session made on one BFF works on another with the same secrets', async (t) => {
  const second = await buildTestShop(t, { up: shop.up });
  const res = await call(second.app, 'get', `${API}/user/details`, c.cookie).expect(200);
  t.equal(res.body.data.email, c.email);
});

t.test('cookies on https are Secure and __Host- prefixed', async (t) => {
  const secure = await buildTestShop(t, { up: shop.up, bffEnv: { PUBLIC_URL: 'https://shop.example' } });
  const res = await call(secure.app, 'post', `${API}/auth/login`)
    .set('origin', 'https://shop.example')
    .send({ email: c.email, password: c.password })
    .expect(200);
  const setCookie = [res.headers['set-cookie']].flat().join();
  t.match(setCookie, /^__Host-academy_session=/);
  t.match(setCookie, /Secure/);
  t.match(res.headers['strict-transport-security'], /max-age=31536000/);
});
