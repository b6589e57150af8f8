import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import t from 'tap';
import supertest from 'supertest';
import { buildTestShop } from '../helper.ts';

const shop = await buildTestShop(t);
const agent = () => supertest(shop.app.server);

t.test('hashed assets are cached for a year, index.html never', async (t) => {
  const asset = await agent().get('/assets/app-3f9a.js').expect(200);
  t.equal(asset.headers['cache-control'], 'public, max-age=31536000, immutable');
  const index = await agent().get('/dashboard/account-details').set('accept', 'text/html').expect(200);
  t.match(index.text, /<div id="root">/);
  t.equal(index.headers['cache-control'], 'no-cache');
});

t.test('a built file comes from memory: its compressed copy to a browser that takes it, and 304 for the ETag it has', async (t) => {
  const plain = await agent().get('/assets/app-3f9a.js').set('accept-encoding', 'identity').expect(200);
  t.equal(plain.text, 'console.log(1)');
  t.match(plain.headers['content-type'], /^text\/javascript|^application\/javascript/);
  t.equal(plain.headers.vary, 'accept-encoding');
  const br = await shop.app.inject({ method: 'GET', url: '/assets/app-3f9a.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
  t.equal(br.headers['content-encoding'], 'br');
  t.equal(brotliDecompressSync(br.rawPayload).toString(), 'console.log(1)');
  t.equal(br.headers.etag, plain.headers.etag, 'one ETag for the file, however it is sent');
  const again = await shop.app.inject({ method: 'GET', url: '/assets/app-3f9a.js', headers: { 'if-none-match': plain.headers.etag } });
  t.equal(again.statusCode, 304);
  t.equal(again.body, '');
  const listed = await shop.app.inject({ method: 'GET', url: '/assets/app-3f9a.js', headers: { 'if-none-match': `"other", W/${plain.headers.etag}` } });
  t.equal(listed.statusCode, 304, 'named weakly in a list, as a browser may send it');
  const head = await shop.app.inject({ method: 'HEAD', url: '/assets/app-3f9a.js' });
  t.equal(head.statusCode, 200);
  t.equal(head.headers['cache-control'], 'public, max-age=31536000, immutable');
});

t.test('client-side routes fall back to index.html; API and BFF paths stay JSON 404s', async (t) => {
  await agent()
    .get('/forex-trading/some-course')
    .set('accept', 'text/html')
    .expect(200, /id="root"/);
  const api = await agent().get('/api/academy/nothing-here').set('accept', 'text/html').set('x-csrf', '1').expect(404);
  t.same(api.body, { code: 404, message: 'Not found' });
  await agent().get('/bff/nothing').set('accept', 'text/html').expect(404);
  await agent().get('/missing.js').expect(404);
});

t.test("the page answers / and client-side routes whatever the Accept: curl's */*, none, even JSON", async (t) => {
  for (const accept of ['*/*', undefined, 'application/json']) {
    for (const url of ['/', '/forex-trading/some-course', '/dashboard/account-details?id=ada@example.com']) {
      const res = await shop.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
      t.equal(res.statusCode, 200, `${url} with Accept ${accept ?? '(none)'}`);
      t.match(res.headers['content-type'], /^text\/html/);
      t.match(res.body, /<div id="root">/);
    }
  }
});

t.test('missing files, API and BFF paths stay JSON 404s whatever the Accept', async (t) => {
  for (const accept of ['*/*', undefined, 'application/json', 'text/html']) {
    for (const url of ['/assets/nope.js', '/favicon-gone.ico', '/api/academy/nope', '/bff/nope']) {
      const res = await shop.app.inject({ method: 'GET', url, headers: { 'x-csrf': '1', ...(accept ? { accept } : {}) } });
      t.equal(res.statusCode, 404, `${url} with Accept ${accept ?? '(none)'}`);
      t.same(res.json(), { code: 404, message: 'Not found' });
    }
  }
});

t.test('pages carry a strict content security policy and no framing', async (t) => {
  const res = await agent().get('/').set('accept', 'text/html').expect(200);
  t.match(res.headers['content-security-policy'], /default-src 'self'/);
  t.match(res.headers['content-security-policy'], /frame-ancestors 'none'/);
  t.match(res.headers['content-security-policy'], /frame-src [^;]*https:\/\/www\.youtube\.com/);
  t.equal(res.headers['x-content-type-options'], 'nosniff');
});

t.test('API answers carry the API set: they may load nothing, be framed by no one, and skip the page-only headers', async (t) => {
  for (const path of ['/api/academy/courses?page=1', '/api/academy/nothing-here', '/readyz']) {
    const res = await agent().get(path).set('x-csrf', '1');
    t.equal(res.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'", path);
    t.equal(res.headers['x-frame-options'], 'DENY', path);
    t.equal(res.headers['x-content-type-options'], 'nosniff', path);
    t.equal(res.headers['cross-origin-resource-policy'], 'same-origin', path);
    t.equal(res.headers['referrer-policy'], 'no-referrer', path);
    t.notOk(res.headers['cross-origin-opener-policy'], `${path}: no page-only headers`);
    t.notOk(res.headers['x-dns-prefetch-control'], path);
  }
  const page = await agent().get('/').set('accept', 'text/html');
  t.equal(page.headers['cross-origin-opener-policy'], 'same-origin', 'pages keep the full set');
});

t.test('before the web client is built, a page is a 503 that says so; the API works on', async (t) => {
  const unbuilt = await buildTestShop(t, { up: shop.up, bffEnv: { WEB_DIST: await mkdtemp(join(tmpdir(), 'academy-unbuilt-')) } });
  const res = await supertest(unbuilt.app.server).get('/courses').set('accept', 'text/html').expect(503);
  t.equal(res.text, 'The web client is not built yet: run `npm run build`.');
  await supertest(unbuilt.app.server).get('/api/academy/courses?page=1').set('x-csrf', '1').expect(200);
});
