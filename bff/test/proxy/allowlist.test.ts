import t from 'tap';
import supertest from 'supertest';
import { PROXY_TABLE } from '../../src/proxy/table.ts';
import { API, PUBLIC_URL, buildTestShop, call, rawRequest, signedInCustomer } from '../helper.ts';

const shop = await buildTestShop(t);
const { app } = shop;
await app.listen({ host: '127.0.0.1', port: 0 });
const raw = (path: string, method = 'GET') => rawRequest(app, path, method, { 'x-csrf': '1', origin: PUBLIC_URL, accept: 'application/json' });

t.test('every table route refuses a call without x-csrf, and every write one from a foreign Origin, before any upstream call', async (t) => {
  const c = await signedInCustomer(shop, 'csrf');
  const before = shop.up.seen.length;
  for (const route of PROXY_TABLE) {
    if (route.direct) {
      t.equal(route.method, 'GET', `${route.path}: only GETs may be loaded directly`);
      continue;
    }
    // A robot's licence check: it sends neither header, and the call reads no session (licences.test.ts).
    if (route.program) {
      t.equal(route.auth, 'public', `${route.path}: only public calls may come from programs`);
      continue;
    }
    const path = `${API}/${route.path.replace(/:[a-z_]+/gi, 'x')}`;
    const method = route.method === 'GET' ? 'get' : 'post';
    const noHeader = await supertest(app.server)[method](path).set('origin', PUBLIC_URL).set('cookie', c.cookie);
    t.equal(noHeader.status, 403, `${route.method} ${route.path} without x-csrf`);
    t.same(Object.keys(noHeader.body).sort(), ['code', 'message']);
    if (route.method === 'POST') {
      const foreign = await supertest(app.server).post(path).set('x-csrf', '1').set('origin', 'https://evil.example').set('cookie', c.cookie).send({});
      t.equal(foreign.status, 403, `POST ${route.path} from a foreign Origin`);
      const none = await supertest(app.server).post(path).set('x-csrf', '1').set('cookie', c.cookie).send({});
      t.equal(none.status, 403, `POST ${route.path} with no Origin`);
    }
  }
  for (const path of ['auth/login', 'auth/passkey/login', 'auth/logout', 'admin/login', 'admin/logout']) {
    t.equal((await supertest(app.server).post(`${API}/${path}`).set('origin', PUBLIC_URL).send({})).status, 403, `${path} without x-csrf`);
  }
  t.equal(shop.up.seen.length, before, 'the upstream saw none of them');
});

t.test('paths outside the table, dot segments and encoded tricks are 404 with no upstream call', async (t) => {
  const before = shop.up.seen.length;
  const tricks = [
    `${API}/auth/refresh`,
    `${API}/admin/refresh`,
    `${API}/users`,
    `${API}/user/details/../../admin/super-admin/fetch`,
    `${API}/user/%2e%2e/admin/super-admin/fetch`,
    `${API}/user%2fdetails`,
    `${API}/user%2Fdetails`,
    `${API}/./user/details`,
    `${API}//user/details`,
    `${API}/user\\details`,
    `/api/other-product/user/details`,
    `//evil.example/api/academy/user/details`,
    `http://evil.example${API}/user/details`,
    `${API}/%2e%2e/%2e%2e/readyz`,
  ];
  for (const path of tricks) {
    const res = await raw(path);
    t.equal(res.status, 404, path);
    t.same(JSON.parse(res.body), { code: 404, message: 'Not found' }, `${path} answers {code, message}`);
  }
  t.equal((await raw(`${API}/user/details`, 'DELETE')).status, 404, 'a method the path does not take');
  t.equal((await raw(`${API}/user/update`, 'GET')).status, 404);
  t.equal(shop.up.seen.length, before, 'the upstream saw none of them');
});

t.test("the browser's Cookie, Authorization and x-csrf never reach the upstream; the session's bearer does", async (t) => {
  const c = await signedInCustomer(shop, 'headers');
  const before = shop.up.seen.length;
  await call(app, 'get', `${API}/user/details`, `${c.cookie}; tracking=1`).set('authorization', 'Bearer forged-by-browser').expect(200);
  const seen = shop.up.seen.slice(before);
  t.equal(seen.length, 1);
  const headers = seen[0]!.headers;
  t.notOk(headers.cookie);
  t.notOk(headers['x-csrf']);
  t.match(headers.authorization, /^Bearer eyJ/);
  t.not(headers.authorization, 'Bearer forged-by-browser');
});

t.test("a customer cannot read or change another customer's data by naming their email", async (t) => {
  const a = await signedInCustomer(shop, 'alice');
  const b = await signedInCustomer(shop, 'bob');
  const read = await call(app, 'get', `${API}/user/details?email=${encodeURIComponent(b.email)}`, a.cookie).expect(200);
  t.equal(read.body.data.email, a.email);
  const readDetails = await call(app, 'get', `${API}/details?email=${encodeURIComponent(b.email)}`, a.cookie).expect(200);
  t.equal(readDetails.body.data.email, a.email);
  await call(app, 'post', `${API}/user/update`, a.cookie).send({ first_name: 'Mallory', last_name: 'X', email: b.email }).expect(200);
  t.equal((await call(app, 'get', `${API}/user/details`, b.cookie)).body.data.first_name, 'Ada', 'bob is untouched');
  t.equal((await call(app, 'get', `${API}/user/details`, a.cookie)).body.data.first_name, 'Mallory');
});

t.test('a call that needs a session and has none is a JSON 401, never a redirect, with no upstream call', async (t) => {
  const before = shop.up.seen.length;
  const res = await call(app, 'get', `${API}/user/details`).expect(401);
  t.same(res.body, { code: 401, message: 'Unauthorized' });
  t.equal(shop.up.seen.length, before);
});

t.test('invalid input to a table route is a 422 from the BFF with no upstream call', async (t) => {
  const before = shop.up.seen.length;
  const res = await call(app, 'post', `${API}/auth/register`).send({ email: 'x@example.com' }).expect(422);
  t.match(res.body, { code: 422, message: /required/ });
  t.equal(shop.up.seen.length, before);
});
