import t, { type Test } from 'tap';
import { request } from 'undici';
import { PROXY_TABLE } from '../../src/proxy/table.ts';
import { adminCookie, API, buildTestShop, PUBLIC_URL, signedInCustomer } from '../helper.ts';

// Bounded random and malformed input against every route of both services: never a 5xx, never a
// crash, always a clear {code, message}. The seed is printed so a failure can be replayed.
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 100_000);
let state = SEED;
const rand = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!;
const junkString = () =>
  pick([
    '',
    ' ',
    'a'.repeat(5000),
    '../../etc/passwd',
    '%00',
    '\u0000',
    '<script>',
    "' or 1=1 --",
    'null',
    '-1',
    '1e309',
    '😀',
    'forex-foundations',
    'ada@example.com',
    '9'.repeat(40),
  ]);
function junkValue(depth = 0): unknown {
  const r = rand();
  if (r < 0.25) return junkString();
  if (r < 0.4) return pick([0, -1, 1.5, 1e308, Number.MAX_SAFE_INTEGER, -0]);
  if (r < 0.5) return pick([true, false, null]);
  if (r < 0.65 && depth < 3) return Array.from({ length: Math.floor(rand() * 4) }, () => junkValue(depth + 1));
  if (depth < 3)
    return Object.fromEntries(
      Array.from({ length: Math.floor(rand() * 5) }, () => [
        pick(['email', 'slug', 'amount', 'metadata', 'page', 'length', 'token', 'password', '__proto__', 'constructor', junkString()]),
        junkValue(depth + 1),
      ]),
    );
  return junkString();
}
// Sometimes none: a plain read with an open session is what the hot path (src/proxy/fast-path.ts) answers.
const junkQuery = () =>
  (rand() < 0.3 ? '' : '?') +
  Array.from(
    { length: 1 + Math.floor(rand() * 4) },
    () => `${encodeURIComponent(pick(['page', 'length', 'q', 'slug', 'email', 'category', 'days', junkString()]))}=${encodeURIComponent(String(junkValue(2)))}`,
  ).join('&');

const shop = await buildTestShop(t, { upstreamEnv: {}, bffEnv: {} });
const customer = await signedInCustomer(shop, 'fuzz');
const admin = await adminCookie(shop);
const CASES = Number(process.env.FUZZ_CASES ?? 12);

t.comment(`fuzz seed ${SEED}`);

interface Junk {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}
interface Answer {
  status: number;
  body: string;
}

/** Sends junk to every route the BFF answers, by `send`, and fails on a 5xx or an error that is not {code, message}. */
async function fuzzBff(t: Test, send: (junk: Junk) => Promise<Answer>) {
  const paths = [
    ...PROXY_TABLE.map((r) => [r.method, r.path] as const),
    ['POST', 'auth/login'],
    ['POST', 'admin/login'],
    ['POST', 'auth/logout'],
    ['POST', 'admin/upload'],
    ['POST', 'payments/sandbox/webhook'],
  ] as const;
  let sent = 0;
  for (const [method, template] of paths) {
    for (let i = 0; i < CASES; i++) {
      const path = template.replace(/:[a-z]+/gi, () => encodeURIComponent(junkString() || 'x'));
      const cookie = pick([customer.cookie, admin, '', `academy_session=${junkString()}`]);
      const res = await send({
        method,
        url: `${API}/${path}${junkQuery()}`,
        headers: {
          'x-csrf': '1',
          origin: PUBLIC_URL,
          cookie,
          'content-type': pick(['application/json', 'text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded']),
        },
        payload: method === 'GET' ? undefined : pick([JSON.stringify(junkValue()), '{"unterminated', junkString(), Buffer.from([0xff, 0xfe, 0x00])]),
      });
      sent++;
      if (res.status >= 500) t.fail(`${method} ${path.slice(0, 80)} -> ${res.status} ${res.body.slice(0, 200)}`);
      if (res.status >= 400) {
        const body = JSON.parse(res.body) as { code?: unknown; message?: unknown };
        if (typeof body.code !== 'number' || typeof body.message !== 'string')
          t.fail(`${method} ${path.slice(0, 80)}: not {code, message}: ${res.body.slice(0, 200)}`);
      }
    }
  }
  t.pass(`${sent} junk requests, no 5xx`);
}

/** A header value as a client can put it on the wire: UTF-8 bytes, control characters percent-encoded. */
const onTheWire = (value: string) =>
  Buffer.from(value, 'utf8')
    .toString('latin1')
    .replace(/[\x00-\x08\x0a-\x1f\x7f]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`);

t.test('every BFF route answers junk with a clear 4xx', (t) =>
  fuzzBff(t, async (junk) => {
    const res = await shop.app.inject(junk);
    return { status: res.statusCode, body: res.body };
  }),
);

t.test('through the listening server, the hot path included, junk gets a clear 4xx and the server answers health after', async (t) => {
  const origin = await shop.app.listen({ host: '127.0.0.1', port: 0 });
  // Only the hot path reads the upstream with readSmall: counting its calls shows it was fuzzed too.
  const { upstream } = shop.app;
  const readSmall = upstream.readSmall.bind(upstream);
  let hot = 0;
  upstream.readSmall = (...args) => (hot++, readSmall(...args));
  t.teardown(() => void (upstream.readSmall = readSmall));
  await fuzzBff(t, async (junk) => {
    const headers = Object.fromEntries(Object.entries(junk.headers).map(([name, value]) => [name, onTheWire(value)]));
    const res = await request(`${origin}${junk.url}`, { method: junk.method, headers, body: junk.payload });
    return { status: res.statusCode, body: await res.body.text() };
  });
  t.ok(hot > 0, `${hot} of them answered by the hot path`);
  const health = await request(`${origin}/readyz`);
  t.equal(health.statusCode, 200, 'health answers afterwards');
  await health.body.dump();
});

/** The upstream's GET and POST routes, as it lists them. */
function upstreamRoutes() {
  return shop.up.app
    .printRoutes({ commonPrefix: false })
    .split('\n')
    .flatMap((line) => {
      const m = /(\/api\/academy\/\S+) \(([A-Z, ]+)\)/.exec(line.replace(/[│├└─ ]+(?=\/)/, ''));
      return m
        ? m[2]!
            .split(', ')
            .filter((x) => x === 'GET' || x === 'POST')
            .map((method) => [method, m[1]!] as const)
        : [];
    });
}

t.test('every upstream route answers junk with a clear 4xx', async (t) => {
  const routes = upstreamRoutes();
  t.ok(routes.length > 30, `${routes.length} upstream routes found`);
  const bearer = pick(['', 'Bearer junk', `Bearer ${'a'.repeat(300)}`]);
  let sent = 0;
  for (const [method, template] of routes) {
    for (let i = 0; i < CASES; i++) {
      const url = template.replace(/:[a-z]+/gi, () => encodeURIComponent(junkString() || 'x'));
      const res = await shop.up.app.inject({
        method,
        url: `${url}?${junkQuery()}`,
        headers: { authorization: bearer, 'content-type': pick(['application/json', 'text/plain', 'multipart/form-data; boundary=x']) },
        payload: method === 'GET' ? undefined : pick([JSON.stringify(junkValue()), '{"unterminated', junkString()]),
      });
      sent++;
      if (res.statusCode >= 500) t.fail(`${method} ${url.slice(0, 80)} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
  }
  t.pass(`${sent} junk requests, no 5xx`);
});

// 30 KB of brackets, 5,000 levels deep: it once overflowed the stack of the control-character check (a 500).
const DEEP = `{"email":"[","password":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`;

t.test('a body nested 5,000 deep gets a clear 4xx from every POST route of both services', async (t) => {
  const deepIsRefused = (route: string, res: { statusCode: number; body: string }) => {
    if (res.statusCode >= 500) t.fail(`${route} -> ${res.statusCode} ${res.body.slice(0, 200)}`);
    const body = JSON.parse(res.body) as { code?: unknown; message?: unknown };
    if (typeof body.code !== 'number' || typeof body.message !== 'string') t.fail(`${route}: not {code, message}: ${res.body.slice(0, 200)}`);
  };
  const json = { 'content-type': 'application/json' };
  for (const r of PROXY_TABLE.filter((r) => r.method === 'POST')) {
    const url = `${API}/${r.path.replace(/:[a-z]+/gi, 'x')}`;
    deepIsRefused(
      url,
      await shop.app.inject({ method: 'POST', url, headers: { ...json, 'x-csrf': '1', origin: PUBLIC_URL, cookie: customer.cookie }, payload: DEEP }),
    );
  }
  for (const [method, url] of upstreamRoutes().filter(([m]) => m === 'POST')) {
    deepIsRefused(url, await shop.up.app.inject({ method, url: url.replace(/:[a-z]+/gi, 'x'), headers: json, payload: DEEP }));
  }
  const register = await shop.app.inject({
    method: 'POST',
    url: `${API}/auth/register`,
    headers: { ...json, 'x-csrf': '1', origin: PUBLIC_URL },
    payload: DEEP,
  });
  t.same(register.json(), { code: 422, message: 'Too deeply nested' }, 'the BFF says why');
  const upstream = await shop.up.app.inject({ method: 'POST', url: `${API}/auth/register`, headers: json, payload: DEEP });
  t.same(upstream.json(), { code: 422, message: 'Too deeply nested' }, 'and so does the upstream');
});
