import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import supertest from 'supertest';
import t from 'tap';
import { adminCookie, API, buildTestShop, call, PUBLIC_URL, signedInCustomer } from '../helper.ts';

// The hot path (src/proxy/fast-path.ts) answers plain reads itself and hands everything else to
// Fastify. Here it sits in front of a spy, so each case shows which way a request went, and its
// answer is compared with the one Fastify alone gives (app.inject never takes the hot path).
const shop = await buildTestShop(t);
const { app, up } = shop;

/** The app's hot path in front of a spy on Fastify: `slow` lists what went the full way. */
async function spied(target: FastifyInstance) {
  const slow: string[] = [];
  const server = createServer((req, res) =>
    target.fastPath(req, res, (r: IncomingMessage, s) => {
      slow.push(r.url ?? '');
      target.routing(r, s);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise((resolve) => server.close(resolve)));
  const agent = supertest(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const send = async (method: 'get' | 'head', path: string, headers: Record<string, string>) => {
    const before = slow.length;
    const res = await agent[method](path).set(headers);
    return { res, fast: slow.length === before };
  };
  return { agent, send, get: (path: string, headers: Record<string, string>) => send('get', path, headers) };
}
const front = await spied(app);
const viaFront = front.get;

const ada = await signedInCustomer(shop, 'fast-ada');
// A built file of the test build (helper.ts) and the ETag Fastify gives it.
const ASSET = '/assets/app-3f9a.js';
const { etag } = (await app.inject({ method: 'GET', url: ASSET })).headers as { etag: string };
const admin = await adminCookie(shop);

/** What must match between the two paths: status, body and every header but the per-response ones. */
const comparable = (res: { status: number; text: string; headers: Record<string, unknown> }) => {
  const { date: _date, connection: _connection, 'keep-alive': _k, ...headers } = res.headers;
  return { status: res.status, body: res.text, headers };
};

const viaFastify = async (path: string, headers: Record<string, string>) => app.inject({ method: 'GET', url: path, headers });

const reads: [string, string, Record<string, string>][] = [
  ['a public listing', `${API}/courses?page=1&category=forex-trading`, {}],
  ['a search', `${API}/robots?page=2&q=gold`, {}],
  ['an optional-auth read, signed out', `${API}/singleCourse?slug=forex-foundations`, {}],
  ['an optional-auth read, signed in', `${API}/singleCourse?slug=forex-foundations`, { cookie: ada.cookie }],
  ["a customer read (the email is always the session's)", `${API}/user/details?email=someone.else@example.com`, { cookie: ada.cookie }],
  ['the cart', `${API}/cart/fetch`, { cookie: ada.cookie }],
  ['an admin read', `${API}/admin/users?page=1&length=5`, { cookie: admin }],
  ['a read the upstream answers 404', `${API}/singleRobot?slug=no-such-robot`, {}],
];

/** The upstream call one BFF request made: the same call plan must make the same call both ways. */
async function upstreamCallOf(send: () => Promise<unknown>) {
  const before = up.seen.length;
  await send();
  const calls = up.seen.slice(before);
  return calls.map(({ method, url, headers }) => {
    const { 'x-request-id': id, 'x-forwarded-for': _ip, connection: _c, host: _h, ...rest } = headers;
    return { method, url, headers: rest, requestId: typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id) };
  });
}

for (const [what, path, headers] of reads) {
  t.test(`${what}: answered by the hot path, as Fastify answers it`, async (t) => {
    const all = { 'x-csrf': '1', 'user-agent': 'parity', ...headers };
    let res!: Awaited<ReturnType<typeof viaFront>>['res'];
    let fast = false;
    const fastCall = await upstreamCallOf(async () => ({ res, fast } = await viaFront(path, all)));
    t.ok(fast, 'never reached Fastify');
    let reference!: Awaited<ReturnType<typeof viaFastify>>;
    const fullCall = await upstreamCallOf(async () => (reference = await viaFastify(path, all)));
    t.same(comparable(res), comparable({ status: reference.statusCode, text: reference.body, headers: reference.headers }));
    t.equal(fastCall.length, 1, 'one upstream call');
    t.same(fastCall, fullCall, 'the same upstream call: path, query, bearer and headers');
    t.equal(res.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'", 'the API security headers are on it');
    if (headers.cookie) t.equal(res.headers['cache-control'], 'private, no-store', 'a signed-in answer is never cached');
  });
}

t.test('the customer email is overwritten upstream, never the one the browser named', async (t) => {
  const before = up.seen.length;
  await viaFront(`${API}/user/details?email=someone.else@example.com`, { 'x-csrf': '1', cookie: ada.cookie });
  const sent = up.seen.slice(before).find((s) => s.url.includes('/user/details'));
  t.match(sent?.url, `email=${encodeURIComponent(ada.email)}`);
  t.notMatch(sent?.url, 'someone.else');
  t.match(sent?.headers.authorization, /^Bearer /, "with the session's bearer");
  t.notOk(sent?.headers.cookie, "and never the browser's cookie");
  t.match(sent?.headers['x-request-id'], /^[0-9a-f-]{36}$/, 'and a request id');
});

const slowCases: [string, string, Record<string, string>, number][] = [
  ['no x-csrf (Fastify refuses it)', `${API}/courses?page=1`, {}, 403],
  ['a query the schema refuses (Fastify words the 422)', `${API}/courses?page=0`, { 'x-csrf': '1' }, 422],
  ['a query with a control character (the one input rule of both paths)', `${API}/courses?page=1&ref=ad%01`, { 'x-csrf': '1' }, 422],
  ['no session on a customer read', `${API}/cart/fetch`, { 'x-csrf': '1' }, 401],
  ['a customer cookie on an admin read', `${API}/admin/users?page=1&length=5`, { 'x-csrf': '1', cookie: ada.cookie }, 401],
  ['a route with a parameter (files and media stream)', `${API}/files/no-such.png`, {}, 404],
  ['a write', `${API}/cart/add`, { 'x-csrf': '1' }, 404],
  ['a path trick', `${API}/x/../courses?page=1`, { 'x-csrf': '1' }, 404],
  ['a trailing slash', `${API}/courses/?page=1`, { 'x-csrf': '1' }, 200],
];
for (const [what, path, headers, status] of slowCases) {
  t.test(`${what}: handed to Fastify`, async (t) => {
    const { res, fast } = await viaFront(path, headers);
    t.notOk(fast, 'went the full way');
    t.equal(res.status, status);
    t.match(res.body, res.status === 200 ? { code: 200 } : { code: status, message: String });
  });
}

// What is the same for everyone (http/constant-answer.ts): built files and ready pages, sent as Fastify sends them.
const constants: [string, string, Record<string, string>, number][] = [
  ['a built file', ASSET, { 'accept-encoding': 'identity' }, 200],
  ['a built file with a query', `${ASSET}?v=2`, { 'accept-encoding': 'identity' }, 200],
  ['a built file a browser holds', ASSET, { 'if-none-match': `W/${etag}` }, 304],
  ['a built file in its compressed copy', ASSET, { 'accept-encoding': 'gzip, deflate, br' }, 200],
];
for (const [what, path, headers, status] of constants) {
  t.test(`${what}: sent by the hot path, as Fastify sends it`, async (t) => {
    const { res, fast } = await viaFront(path, headers);
    t.ok(fast, 'never reached Fastify');
    t.equal(res.status, status);
    const reference = await viaFastify(path, headers);
    const { body: _b, ...answer } = comparable(res);
    const { body: _r, ...expected } = comparable({ status: reference.statusCode, text: reference.body, headers: reference.headers });
    t.same(answer, expected, 'status and every header, the page security set and the length included');
    if (headers['accept-encoding'] === 'identity') t.equal(res.text, 'console.log(1)');
    t.match(res.headers['content-security-policy'], /default-src 'self'/);
  });
}

t.test("a page's first request goes the full way, which routes its path; then the hot path sends its shell", async (t) => {
  const page = '/dashboard/orders?page=2';
  const first = await viaFront(page, { accept: 'text/html' });
  t.notOk(first.fast, 'Fastify decides what the path gets');
  const again = await viaFront('/dashboard/orders', { accept: 'text/html' });
  t.ok(again.fast, 'then it is known');
  t.same(comparable(again.res), comparable(first.res), 'the same shell, headers and all');
  t.match(again.res.text, /<div id="root">/);
  t.equal(again.res.headers['cache-control'], 'no-cache');
});

const notConstant: [string, 'get' | 'head', string, number][] = [
  ['a HEAD of a built file', 'head', ASSET, 200],
  ['a file not in the build', 'get', '/assets/gone.js', 404],
  ['a path trick to a known page', 'get', '/dashboard/../dashboard/orders', 404],
];
for (const [what, method, path, status] of notConstant) {
  t.test(`${what}: handed to Fastify`, async (t) => {
    t.ok((await viaFront('/dashboard/orders', { accept: 'text/html' })).fast, 'the page is known to the hot path');
    const { res, fast } = await front.send(method, path, {});
    t.notOk(fast, 'went the full way');
    t.equal(res.status, status);
  });
}

t.test('a cookie this BFF has not opened yet goes the full way once, then the hot path', async (t) => {
  const other = await spied((await buildTestShop(t, { up: shop.up })).app);
  const first = await other.get(`${API}/user/details`, { 'x-csrf': '1', cookie: ada.cookie });
  t.notOk(first.fast, 'a second BFF opens the cookie the full way');
  t.equal(first.res.body.data.email, ada.email, 'the same secret opens the same cookie');
  const second = await other.get(`${API}/user/details`, { 'x-csrf': '1', cookie: ada.cookie });
  t.ok(second.fast, 'then it is open in its LRU');
  t.same(second.res.body, first.res.body);
});

t.test('an upstream 403 on a cached session is handled by the session rules (the hot path steps aside)', async (t) => {
  const eve = await signedInCustomer(shop, 'fast-eve');
  // Ban, then read: the upstream answers 403 'unauthorized user', the full path ends the session.
  await viaFront(`${API}/user/details`, { 'x-csrf': '1', cookie: eve.cookie });
  await call(app, 'post', `${API}/admin/users/ban`, admin).send({ email: eve.email }).expect(200);
  const { res, fast } = await viaFront(`${API}/user/details`, { 'x-csrf': '1', cookie: eve.cookie });
  t.notOk(fast, 'Fastify answered');
  t.equal(res.status, 403);
  t.match(String(res.headers['set-cookie']), /academy_session=;/, 'and cleared the cookie');
});

t.test('when the upstream is down the hot path answers 502 {code, message} itself', async (t) => {
  const lonely = await buildTestShop(t, { up: shop.up, upstreamUrl: 'http://127.0.0.1:9' });
  await lonely.app.listen({ host: '127.0.0.1', port: 0 });
  const res = await supertest(lonely.app.server).get(`${API}/courses?page=1`).set('x-csrf', '1').expect(502);
  t.match(res.body, { code: 502, message: String });
  t.equal(res.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
});

t.test('the origin check still applies to writes, which never take the hot path', async () => {
  await front.agent.post(`${API}/cart/clear`).set({ 'x-csrf': '1', origin: 'https://evil.example', cookie: ada.cookie }).send({}).expect(403);
  await front.agent.post(`${API}/cart/clear`).set({ 'x-csrf': '1', origin: PUBLIC_URL, cookie: ada.cookie }).send({}).expect(200);
});

t.test('HOT_PATH=false sends plain reads through Fastify too, with the same answer', async (t) => {
  for (const [setting, expectHot] of [
    ['true', true],
    ['false', false],
  ] as const) {
    const bff = (await buildTestShop(t, { up: shop.up, bffEnv: { HOT_PATH: setting } })).app;
    await bff.listen({ host: '127.0.0.1', port: 0 });
    // Only the hot path reads the upstream with readSmall.
    const readSmall = bff.upstream.readSmall.bind(bff.upstream);
    let hot = 0;
    bff.upstream.readSmall = (...args) => (hot++, readSmall(...args));
    const res = await supertest(bff.server).get(`${API}/courses?page=1`).set('x-csrf', '1').expect(200);
    t.equal(res.body.message, 'Courses', `HOT_PATH=${setting} answers the read`);
    t.equal(hot > 0, expectHot, `HOT_PATH=${setting}: ${expectHot ? 'the hot path' : 'Fastify'} answered`);
  }
});
