import t from 'tap';
import supertest from 'supertest';
import { advance } from '../../../shared/test/clock.ts';
import { ADMIN, API, JWT, PUBLIC_URL, buildTestShop, call, cookiesOf, rawRequest, signedInCustomer } from '../helper.ts';

// The classic BFF checks as one suite, after the test lists of Duende.BFF and Curity's token handler
// (shared/notes/bff-security.md), so a regression in any of them is one red line here. Each has
// fuller tests beside the code it checks; this is the summary, against a real upstream.
const shop = await buildTestShop(t);
const { app, up } = shop;
await app.listen({ host: '127.0.0.1', port: 0 });
const ada = await signedInCustomer(shop, 'security');
const EVIL = 'https://evil.example';

const setCookies = (res: { headers: Record<string, unknown> }) => [res.headers['set-cookie'] ?? []].flat().map(String);
/** Runs `act` and says how many calls the upstream received meanwhile. */
async function upstreamCallsDuring<T>(act: () => Promise<T>): Promise<[T, number]> {
  const before = up.seen.length;
  const result = await act();
  return [result, up.seen.length - before];
}

t.test('session cookies are HttpOnly, SameSite=Lax, Path=/ with no Domain, for customers and admins', async (t) => {
  const admin = await call(app, 'post', `${API}/admin/login`).send(ADMIN).expect(200);
  for (const cookie of [...setCookies(ada.login), ...setCookies(admin)]) {
    const name = cookie.split('=')[0];
    t.match(cookie, /; HttpOnly/, `${name} HttpOnly`);
    t.match(cookie, /; SameSite=Lax/, `${name} SameSite`);
    t.match(cookie, /; Path=\/(;|$)/, `${name} Path=/`);
    t.notMatch(cookie, /Domain=/i, `${name} has no Domain`);
  }
});

t.test('on https the cookies are __Host- prefixed and Secure, when set and when cleared', async (t) => {
  const https = 'https://shop.example';
  const secure = await buildTestShop(t, { up, bffEnv: { PUBLIC_URL: https } });
  const login = await call(secure.app, 'post', `${API}/auth/login`).set('origin', https).send({ email: ada.email, password: ada.password }).expect(200);
  const logout = await call(secure.app, 'post', `${API}/auth/logout`, cookiesOf(login)).set('origin', https).expect(200);
  // A __Host- cookie set or cleared without Secure, with a Domain or another Path, is dropped by browsers.
  for (const cookie of [...setCookies(login), ...setCookies(logout)]) {
    t.match(cookie, /^__Host-academy_(session|device)=/, 'the session, and the device it was signed in from');
    t.match(cookie, /; Secure/);
    t.match(cookie, /; Path=\/(;|$)/);
    t.notMatch(cookie, /Domain=/i);
  }
});

t.test('an API call without x-csrf is refused before the upstream', async (t) => {
  const [answers, calls] = await upstreamCallsDuring(() =>
    Promise.all([
      supertest(app.server).get(`${API}/user/details`).set('origin', PUBLIC_URL).set('cookie', ada.cookie),
      supertest(app.server).post(`${API}/cart/add`).set('origin', PUBLIC_URL).set('cookie', ada.cookie).send({ slug: 'x', type: 'course' }),
    ]),
  );
  for (const res of answers) t.same([res.status, Object.keys(res.body).sort()], [403, ['code', 'message']]);
  t.equal(calls, 0);
});

t.test('a write from a foreign Origin, or with none, is refused before the upstream', async (t) => {
  const [answers, calls] = await upstreamCallsDuring(() =>
    Promise.all([
      call(app, 'post', `${API}/cart/add`, ada.cookie).set('origin', EVIL).send({ slug: 'x', type: 'course' }),
      supertest(app.server).post(`${API}/cart/add`).set('x-csrf', '1').set('cookie', ada.cookie).send({ slug: 'x', type: 'course' }),
    ]),
  );
  t.same(
    answers.map((res) => res.status),
    [403, 403],
  );
  t.equal(calls, 0);
});

t.test('a hostile preflight gets no CORS allowance, and neither does a foreign read', async (t) => {
  const [answers, calls] = await upstreamCallsDuring(() =>
    Promise.all([
      supertest(app.server)
        .options(`${API}/cart/add`)
        .set('origin', EVIL)
        .set('access-control-request-method', 'POST')
        .set('access-control-request-headers', 'content-type, x-csrf'),
      supertest(app.server).get(`${API}/courses`).set('origin', EVIL).set('x-csrf', '1'),
    ]),
  );
  for (const res of answers) {
    t.same(
      Object.keys(res.headers).filter((name) => name.startsWith('access-control-')),
      [],
      `${res.status}: no access-control-* header`,
    );
  }
  t.ok(answers[0].status >= 400, `the preflight is refused (${answers[0].status})`);
  t.equal(calls, 1, 'only the read reached the upstream');
});

t.test('unknown product paths, path traversal and encoded slashes are 404 before the upstream', async (t) => {
  const paths = [
    `/api/other-product/user/details`,
    `${API}/auth/refresh`,
    `${API}/user/details/../../admin/super-admin/fetch`,
    `${API}/user/%2e%2e/admin/super-admin/fetch`,
    `${API}/user%2fdetails`,
    `${API}//user/details`,
  ];
  const [answers, calls] = await upstreamCallsDuring(() =>
    Promise.all(paths.map((path) => rawRequest(app, path, 'GET', { 'x-csrf': '1', cookie: ada.cookie }))),
  );
  paths.forEach((path, i) => t.same([answers[i]!.status, JSON.parse(answers[i]!.body)], [404, { code: 404, message: 'Not found' }], path));
  t.equal(calls, 0);
});

t.test('a tampered cookie is ignored and cleared', async (t) => {
  const value = ada.cookie.slice('academy_session='.length);
  const tampered = `academy_session=${value.slice(0, 60)}${value[60] === 'A' ? 'B' : 'A'}${value.slice(61)}`;
  const [[api, session], calls] = await upstreamCallsDuring(() =>
    Promise.all([call(app, 'get', `${API}/user/details`, tampered), call(app, 'get', '/bff/session', tampered)]),
  );
  t.same(api.body, { code: 401, message: 'Unauthorized' });
  t.same(session.body.data, { customer: null, admin: null, ended: null });
  for (const res of [api, session]) t.match(setCookies(res).join(), /academy_session=;.*Expires=Thu, 01 Jan 1970/);
  t.equal(calls, 0);
});

t.test('a refresh rotates the pair, and the rotated session refreshes again', async (t) => {
  // Refreshing an hour ahead makes every access token due at once.
  const eager = await buildTestShop(t, { up, bffEnv: { REFRESH_AHEAD_SECONDS: '3600' } });
  const c = await signedInCustomer(eager, 'rotation');
  const [cookies, calls] = await upstreamCallsDuring(async () => {
    const first = cookiesOf(await call(eager.app, 'get', `${API}/user/details`, c.cookie).expect(200));
    const second = cookiesOf(await call(eager.app, 'get', `${API}/user/details`, first).expect(200));
    return [c.cookie, first, second];
  });
  t.equal(new Set(cookies).size, 3, 'each refresh sealed a new cookie');
  t.equal(calls, 4, 'two refreshes, two reads');
});

t.test('a refresh token reused after its rotation revokes its whole family', async (t) => {
  // No grace window: a rotated token is refused at once (the BFF still remembers a rotation 1 s).
  const strict = await buildTestShop(t, {
    upstreamEnv: { REFRESH_GRACE_SECONDS: '0', TEST_CLOCK: 'true' },
    bffEnv: { REFRESH_AHEAD_SECONDS: '3600', REFRESH_GRACE_SECONDS: '0', TEST_CLOCK: 'true' },
  });
  const c = await signedInCustomer(strict, 'reuse');
  const rotated = cookiesOf(await call(strict.app, 'get', `${API}/user/details`, c.cookie).expect(200));
  advance(1100, strict.app, strict.up.app);
  const replay = await call(strict.app, 'get', `${API}/user/details`, c.cookie);
  t.same(replay.body, { code: 401, message: 'token has expired' }, 'the stolen copy is refused');
  t.equal((await call(strict.app, 'get', `${API}/user/details`, rotated)).status, 401, 'and the rotated session dies with it');
});

t.test('after logout the captured cookie no longer works, on any BFF instance', async (t) => {
  const c = await signedInCustomer(shop, 'logout');
  await call(app, 'post', `${API}/auth/logout`, c.cookie).expect(200);
  // A second BFF with the same secrets has none of the first one's memory: the upstream refuses it.
  const other = await buildTestShop(t, { up });
  t.same((await call(other.app, 'get', `${API}/user/details`, c.cookie)).body, { code: 401, message: 'Unauthorized' });
});

t.test("no token reaches the browser, and the upstream never sees the browser's Cookie, Authorization or x-csrf", async (t) => {
  const [read] = await upstreamCallsDuring(() =>
    call(app, 'get', `${API}/user/details`, `${ada.cookie}; other=1`).set('authorization', 'Bearer from-the-browser').expect(200),
  );
  const session = await call(app, 'get', '/bff/session', ada.cookie).expect(200);
  const browserSaw = JSON.stringify([ada.login.body, session.body, read.body]) + setCookies(ada.login).join();
  t.notMatch(browserSaw, JWT, 'no JWT in a body or a readable cookie');
  const seen = up.seen.filter((s) => s.url.includes('/user/details')).at(-1)!.headers;
  t.same([seen.cookie, seen['x-csrf']], [undefined, undefined]);
  t.match(seen.authorization, /^Bearer eyJ/);
  t.match(seen.authorization, JWT, 'the JWT pattern knows a real token');
  t.notOk(browserSaw.includes(String(seen.authorization).slice('Bearer '.length)), 'nor the very token the upstream was sent');
});
