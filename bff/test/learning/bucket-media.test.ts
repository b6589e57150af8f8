import { tmpdir } from 'node:os';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import t from 'tap';
import supertest from 'supertest';
import { grantItems } from '../../../upstream/test/helper.ts';
import { BUCKET, startS3 } from '../../../upstream/test/storage/s3-server.ts';
import { loadBffConfig } from '../../src/config.ts';
import { browserResponseHeaders } from '../../src/proxy/headers.ts';
import { API, buildTestShop, signedInCustomer } from '../helper.ts';
import { courseClip } from '../../../upstream/src/seed/demo-catalogue.ts';

/** Forex Foundations' own copy of a demo clip, as the seed stores it. */
const ffClip = (clip: string) => courseClip('forex-foundations', clip);

// With STORAGE_URL the upstream answers media with a 302 to a signed link on the bucket: the BFF
// must hand that to the browser as it is (not follow it), and the page must let media load from there.
const SEED_MEDIA = fileURLToPath(new URL('../../../upstream/seed/media/', import.meta.url));
const s3 = await startS3(t);
const shop = await buildTestShop(t, { upstreamEnv: s3.env, bffEnv: s3.env });
const buyer = await signedInCustomer(shop, 'bucket');
const other = await signedInCustomer(shop, 'other');
await grantItems(shop.up, buyer.email, [{ type: 'course', slug: 'forex-foundations' }]);
// A video element sends no x-csrf, and follows no redirect for us: supertest does not either.
const direct = (path: string, cookie?: string) => {
  const req = supertest(shop.app.server).get(path);
  return cookie ? req.set('cookie', cookie) : req;
};

t.test("a buyer's media request passes the upstream's 302 to the signed link through unchanged", async (t) => {
  const res = await direct(`${API}/media/${ffClip('lesson-2.webm')}`, buyer.cookie).expect(302);
  t.equal(res.headers['cache-control'], 'private, no-store');
  const url = new URL(res.headers.location!);
  t.equal(`${url.origin}${url.pathname}`, `${s3.endpoint}/${BUCKET}/shop/media/${ffClip('lesson-2.webm')}`);
  t.equal(url.searchParams.get('X-Amz-Expires'), '300');
  const file = await readFile(join(SEED_MEDIA, 'lesson-2.webm'));
  const slice = await fetch(url, { headers: { range: 'bytes=0-99' } });
  t.equal(slice.status, 206);
  t.same(Buffer.from(await slice.arrayBuffer()), file.subarray(0, 100), 'the browser plays the bytes from the bucket');
});

t.test('a non-buyer gets 403 and no link; a guest a preview link', async (t) => {
  const refused = await direct(`${API}/media/${ffClip('lesson-2.webm')}`, other.cookie).expect(403);
  t.notOk(refused.headers.location);
  const preview = await direct(`${API}/preview/${ffClip('lesson-1.webm')}`).expect(302);
  t.ok(preview.headers.location!.startsWith(`${s3.endpoint}/${BUCKET}/shop/media/${ffClip('lesson-1.webm')}?`));
});

t.test("the page's CSP lets media, and only media, load from the bucket", async (t) => {
  const res = await supertest(shop.app.server).get('/').set('accept', 'text/html').expect(200);
  const csp = Object.fromEntries(
    String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources.join(' ')]),
  );
  t.equal(csp['media-src'], `'self' blob: ${s3.endpoint}`);
  t.equal(csp['img-src'], "'self' data: blob:", 'covers are streamed through the shop');
  t.equal(csp['connect-src'], "'self' https://vimeo.com");
});

t.test('a redirect is passed on only to the shop itself or its bucket', async (t) => {
  const origin = 'https://media-bucket.s3.eu-west-1.amazonaws.com';
  const pass = (location: string, storage?: string) => browserResponseHeaders({ location }, true, storage).location;
  t.equal(pass(`${origin}/media/x.webm?X-Amz-Signature=1`, origin), `${origin}/media/x.webm?X-Amz-Signature=1`);
  t.equal(pass('/api/academy/robots/download/a.b', origin), '/api/academy/robots/download/a.b');
  t.equal(pass(`${origin}/media/x.webm`), undefined, 'no bucket configured');
  t.equal(pass(`${origin}.evil.example/x`, origin), undefined, 'a host that only begins like it');
  t.equal(pass('https://evil.example/x', origin), undefined);
});

t.test('the bucket origin comes from the shared storage settings', async (t) => {
  const load = (env: Record<string, string>) => loadBffConfig({ DATA_DIR: tmpdir(), ...env }).storageOrigin;
  t.equal(load({}), undefined);
  t.equal(load({ STORAGE_URL: 's3://shop-files/prod' }), 'https://shop-files.s3.us-east-1.amazonaws.com');
  t.equal(load({ STORAGE_URL: 's3://shop-files', STORAGE_REGION: 'eu-west-1' }), 'https://shop-files.s3.eu-west-1.amazonaws.com');
  t.equal(load({ STORAGE_URL: 's3://shop.files', STORAGE_REGION: 'eu-west-1' }), 'https://s3.eu-west-1.amazonaws.com', 'a dotted bucket is path-style');
  t.equal(load({ STORAGE_URL: 's3://shop-files', STORAGE_ENDPOINT: 'https://minio.example.com:9000/' }), 'https://minio.example.com:9000');
  t.throws(() => load({ STORAGE_URL: 'https://shop-files' }), /STORAGE_URL/);
});
