import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import t, { type Test } from 'tap';
import { strFromU8, unzipSync } from 'fflate';
import { SIGNED_URL_SECONDS } from '../../src/storage/s3-store.ts';
import { API, buildTestUpstream, grantItems, registeredCustomer } from '../helper.ts';
import { BUCKET, startS3 } from './s3-server.ts';
import { courseClip } from '../../src/seed/demo-catalogue.ts';

/** Forex Foundations' own copy of a demo clip, as the seed stores it. */
const ffClip = (clip: string) => courseClip('forex-foundations', clip);

// A shop on a bucket from its first start: the demo seed writes there, and media leave by signed links.
const SEED_MEDIA = fileURLToPath(new URL('../../seed/media/', import.meta.url));
const s3 = await startS3(t);
const up = await buildTestUpstream(t, s3.env);
const { store } = up.app.storage;
const buyer = await registeredCustomer(up, 'bucket');
const visitor = await registeredCustomer(up, 'nosy');
await grantItems(up, buyer.email, [
  { type: 'course', slug: 'forex-foundations' },
  { type: 'robot', slug: 'forex-trend-rider-ea' },
]);
const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
  up.app.inject({ method: 'GET', url: `${API}/${url}`, headers: { ...(token && { authorization: `Bearer ${token}` }), ...headers } });

/** A signed link to the object under the shop's prefix, working for five minutes. */
function checkSignedLink(t: Test, location: string | undefined, key: string) {
  const url = new URL(String(location));
  t.equal(`${url.origin}${url.pathname}`, `${s3.endpoint}/${BUCKET}/shop/${key}`);
  t.equal(url.searchParams.get('X-Amz-Expires'), String(SIGNED_URL_SECONDS));
  t.equal(url.searchParams.get('X-Amz-Algorithm'), 'AWS4-HMAC-SHA256');
  t.ok(url.searchParams.get('X-Amz-Signature'));
  return url;
}

t.test('the demo seed writes its covers, variants, clips and zips to the bucket, none to DATA_DIR', async (t) => {
  const listed = [...(await get('courses?length=100')).json().data, ...(await get('robots?length=100')).json().data];
  t.equal(listed.length, 98);
  t.same(
    listed.filter((item: { image_sources?: unknown }) => !item.image_sources),
    [],
    'every cover has its variants',
  );
  t.ok(await store.exists('files/forex-foundations.svg.1200.avif'));
  t.same(await store.read(`media/${ffClip('lesson-1.webm')}`), await readFile(join(SEED_MEDIA, 'lesson-1.webm')));
  t.ok(await store.exists('robots/forex-trend-rider-ea.zip'));
  const syllabus = (await get('singleCourse?slug=forex-foundations')).json().data.syllabus;
  t.same(
    syllabus.course[0],
    { title: 'Lesson 1', duration: 6, preview_url: `/api/academy/preview/${ffClip('lesson-1.webm')}`, opens: null },
    'clip lengths read from the bucket',
  );
  t.same(
    (await readdir(up.dataDir)).filter((name) => ['files', 'media', 'robots', 'uploads'].includes(name)),
    [],
  );
});

t.test('a buyer is sent to a signed link that plays the bytes, by Range too', async (t) => {
  const res = await get(`media/${ffClip('lesson-2.webm')}`, buyer.token);
  t.equal(res.statusCode, 302);
  t.equal(res.headers['cache-control'], 'private, no-store');
  const url = checkSignedLink(t, res.headers.location, `media/${ffClip('lesson-2.webm')}`);
  const file = await readFile(join(SEED_MEDIA, 'lesson-2.webm'));
  const slice = await fetch(url, { headers: { range: 'bytes=100-1123' } });
  t.equal(slice.status, 206);
  t.equal(slice.headers.get('content-type'), 'video/webm');
  t.equal(slice.headers.get('content-range'), `bytes 100-1123/${file.length}`);
  t.same(Buffer.from(await slice.arrayBuffer()), file.subarray(100, 1124));
  t.same(Buffer.from(await (await fetch(url)).arrayBuffer()), file);
});

t.test('a non-buyer gets 403 and no link; without a session, 401', async (t) => {
  const res = await get(`media/${ffClip('lesson-2.webm')}`, visitor.token);
  t.same(res.json(), { code: 403, message: 'Buy this course to watch it' });
  t.notOk(res.headers.location);
  t.equal((await get(`media/${ffClip('lesson-2.webm')}`)).statusCode, 401);
  t.equal((await get('media/not-in-any-course.webm', buyer.token)).statusCode, 403);
});

t.test('a listed file missing from the bucket is not found, not a link to nothing', async (t) => {
  await store.removeAll(`media/${ffClip('lesson-3.webm')}`);
  t.same((await get(`media/${ffClip('lesson-3.webm')}`, buyer.token)).json(), { code: 404, message: 'Not found' });
});

t.test('previews: a free chapter is sent to a signed link for anyone, any other is not found', async (t) => {
  const res = await get(`preview/${ffClip('lesson-1.webm')}`);
  t.equal(res.statusCode, 302);
  const url = checkSignedLink(t, res.headers.location, `media/${ffClip('lesson-1.webm')}`);
  t.same(Buffer.from(await (await fetch(url)).arrayBuffer()), await readFile(join(SEED_MEDIA, 'lesson-1.webm')));
  const notFound = { code: 404, message: 'Preview not found' };
  t.same((await get(`preview/${ffClip('lesson-2.webm')}`)).json(), notFound);
  t.notOk((await get(`preview/${ffClip('lesson-2.webm')}`)).headers.location);
  t.same((await get('preview/no-such-file.webm')).json(), notFound);
});

t.test("a robot download is personalised while it streams from the bucket's zip", async (t) => {
  const link = (
    await up.app.inject({ method: 'POST', url: `${API}/robots/forex-trend-rider-ea/download-link`, headers: { authorization: `Bearer ${buyer.token}` } })
  ).json();
  const res = await up.app.inject({ method: 'GET', url: new URL(link.data.url).pathname });
  t.equal(res.statusCode, 200);
  t.equal(res.headers['content-type'], 'application/zip');
  const files = unzipSync(res.rawPayload);
  const original = unzipSync(await store.read('robots/forex-trend-rider-ea.zip'));
  t.same(Object.keys(files).sort(), [...Object.keys(original), 'LICENSE.txt', 'forex-trend-rider-ea.set'].sort());
  for (const name of Object.keys(original)) t.same(files[name], original[name], `${name} byte for byte`);
  t.ok(strFromU8(files['LICENSE.txt']!).includes(buyer.email), 'the licence names the buyer');
  await store.removeAll('robots/forex-trend-rider-ea.zip');
  const gone = await up.app.inject({ method: 'GET', url: new URL(link.data.url).pathname });
  t.same(gone.json(), { code: 500, message: "This robot's file cannot be read just now. Please contact us." }, 'a missing zip is an error answer');
});
