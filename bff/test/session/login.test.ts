import t from 'tap';
import { ADMIN, API, JWT, call, cookiesOf, buildTestShop, proveNewestLogin, signedInCustomer } from '../helper.ts';

const shop = await buildTestShop(t);
const { app } = shop;

t.test('register -> mailed link -> verify -> login sets sealed HttpOnly SameSite cookies and no token reaches the browser', async (t) => {
  const c = await signedInCustomer(shop, 'one');
  const setCookie = [c.login.headers['set-cookie']].flat().join('\n');
  t.match(setCookie, /^academy_session=Fe26\.2\*/m, 'the cookie is an iron seal');
  t.match(setCookie, /HttpOnly/);
  t.match(setCookie, /SameSite=Lax/);
  t.match(setCookie, /Path=\//);
  t.notMatch(setCookie, /Domain=/);
  t.same(c.login.body, { code: 200, message: 'Logged in successfully', data: { email: c.email, first_name: 'Ada', role: 'customer', second_factor: null } });
  const upstreamLogin = shop.up.seen.find((s) => s.url.endsWith('/auth/login'));
  t.ok(upstreamLogin, 'the upstream did the login');
  t.notMatch(JSON.stringify(c.login.body) + setCookie, JWT, 'no JWT in the body or in a readable form in the cookie');
  t.ok(c.cookie.length < 4096, `the cookie is ${c.cookie.length} bytes`);

  const session = await call(app, 'get', '/bff/session', c.cookie).expect(200);
  t.same(session.body.data, { customer: { name: c.email }, admin: null, ended: null });
  const details = await call(app, 'get', `${API}/user/details`, c.cookie).expect(200);
  t.equal(details.body.data.email, c.email);
});

t.test('bad login input is a clear 422 and the upstream is not called', async (t) => {
  const before = shop.up.seen.length;
  const res = await call(app, 'post', `${API}/auth/login`).send({ email: 'nope' }).expect(422);
  t.same(Object.keys(res.body).sort(), ['code', 'message']);
  t.equal(shop.up.seen.length, before);
});

t.test('a wrong password sets no cookie', async (t) => {
  const res = await call(app, 'post', `${API}/auth/login`).send({ email: 'ada-none@example.com', password: 'wrong-pass' }).expect(401);
  t.same(res.body, { code: 401, message: 'Invalid email or password' });
  t.notOk(res.headers['set-cookie']);
});

t.test('logout says you have been logged out, clears the cookie, and the captured cookie then gets 401', async (t) => {
  const c = await signedInCustomer(shop, 'logout');
  const res = await call(app, 'post', `${API}/auth/logout`, c.cookie).expect(200);
  t.same(res.body, { code: 200, message: 'you have been logged out' });
  t.match([res.headers['set-cookie']].flat().join(), /academy_session=;/);
  const replay = await call(app, 'get', `${API}/user/details`, c.cookie).expect(401);
  t.same(replay.body, { code: 401, message: 'Unauthorized' });
});

t.test('the admin logs in and out through the BFF with a separate cookie; a wrong password is refused', async (t) => {
  const wrong = await call(app, 'post', `${API}/admin/login`).send({ email: ADMIN.email, password: 'not-it-at-all' }).expect(401);
  t.same(wrong.body, { code: 401, message: 'Invalid email or password' });
  t.notOk(wrong.headers['set-cookie']);

  const res = await call(app, 'post', `${API}/admin/login`)
    .send({ email: `  ${ADMIN.email.toUpperCase()} `, password: ADMIN.password })
    .expect(200);
  const cookie = cookiesOf(res);
  t.match(cookie, /^academy_admin=/);
  t.equal(res.body.data.second_factor, 'enrol', 'the SPA is told the super-admin is to set up an app; the cookie holds no token it could read');
  await proveNewestLogin(shop.up, ADMIN.email);
  t.same((await call(app, 'get', '/bff/session', cookie)).body.data, { customer: null, admin: { name: ADMIN.email }, ended: null });
  const profile = await call(app, 'get', `${API}/admin/super-admin/fetch`, cookie).expect(200);
  t.equal(profile.body.data.email, ADMIN.email);

  await call(app, 'post', `${API}/admin/logout`, cookie).expect(200);
  await call(app, 'get', `${API}/admin/super-admin/fetch`, cookie).expect(401);
});

t.test('a customer cookie on admin paths is refused without an upstream call', async (t) => {
  const c = await signedInCustomer(shop, 'notadmin');
  const before = shop.up.seen.length;
  const res = await call(app, 'get', `${API}/admin/super-admin/fetch`, c.cookie).expect(401);
  t.same(res.body, { code: 401, message: 'Unauthorized' });
  t.equal(shop.up.seen.length, before);
});
