import { randomBytes, randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import t from 'tap';
import sharp from 'sharp';
import { strToU8, zipSync } from 'fflate';
import { CHUNK_SIZE, WIRE } from '@academy/shared/constants';
import { uploadClaims } from '../../src/uploads/tables.ts';
import { adminToken, API, buildTestUpstream, buildUpstreamPair, type TestUpstream } from '../helper.ts';
import { chunksOf, sendChunk } from '../admin/upload-chunks.ts';
import { startS3 } from './s3-server.ts';

// Two instances behind one balancer: one bucket, one database, each its own DATA_DIR.
const s3 = await startS3(t);
const env = { ...s3.env, SEED_DEMO_CATALOGUE: 'false' };
const [a, b] = await buildUpstreamPair(t, env);
const { store } = a.app.storage;
const token = await adminToken(a);
const send = (up: TestUpstream, fields: Record<string, string | number>, bytes: Buffer) => sendChunk(up, token, fields, bytes);

/** What DATA_DIR holds besides the outbox and the secrets: with a bucket, never a stored file. */
const localFiles = async (up: TestUpstream) => (await readdir(up.dataDir)).filter((name) => ['files', 'media', 'robots', 'uploads'].includes(name));

/** Sends every chunk of `data`, each to one of the instances, in the order given; answers the assembled name. */
async function upload(data: Buffer, filename: string, upload_type: string, route: (n: number) => TestUpstream) {
  const base = { totalChunks: chunksOf(data).length, filename, upload_type, upload_id: randomUUID() };
  const answers = [];
  for (const [n, chunk] of chunksOf(data).entries()) answers.push((await send(route(n), { ...base, chunkNumber: n }, chunk)).json());
  return answers.at(-1)!.fileName as string;
}

t.test('chunks of one upload, in any order and split across two instances, are assembled exactly once', async (t) => {
  const data = randomBytes(4 * CHUNK_SIZE + 777);
  const chunks = chunksOf(data);
  const base = { totalChunks: chunks.length, filename: 'Gold Lesson.webm', upload_type: 'course', upload_id: randomUUID() };
  for (const [up, n] of [
    [b, 2],
    [a, 0],
    [b, 1],
  ] as const) {
    t.equal((await send(up, { ...base, chunkNumber: n }, chunks[n]!)).json().message, 'Chunk received');
  }
  // The last two chunks reach both instances at once, each twice: several calls find every part.
  const last = await Promise.all(
    [
      [a, 3],
      [b, 4],
      [b, 3],
      [a, 4],
    ].map(([up, n]) => send(up as TestUpstream, { ...base, chunkNumber: n as number }, chunks[n as number]!)),
  );
  t.same(
    last.map((r) => r.statusCode),
    [200, 200, 200, 200],
  );
  const assembled = last.map((r) => r.json()).filter((body) => body.message === WIRE.fileAssembled);
  t.equal(assembled.length, 1, 'one call assembles');
  const name = assembled[0].fileName as string;
  t.match(name, /^[0-9a-f]{8}-Gold-Lesson\.webm$/);
  t.same(await store.read(`media/${name}`), data, 'the file is in the bucket, byte-identical');
  t.same(
    (await store.list('media/')).map((o) => o.key),
    [`media/${name}`],
    'and only once',
  );
  t.same(await store.list('uploads/'), [], 'no part is left in the bucket');
  t.same(await a.app.database.db.select().from(uploadClaims), [], 'nor a claim');
  t.same([...(await localFiles(a)), ...(await localFiles(b))], [], 'nothing is written on either disk');
});

t.test('a cover and a zip uploaded through both instances make a robot whose variants come from the bucket', async (t) => {
  const png = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#d4a017' } })
    .png()
    .toBuffer();
  // Random bytes, stored: a zip of two chunks and more.
  const zip = Buffer.from(zipSync({ 'GoldEA.mq5': strToU8('#property version "2.10"\n'), 'README.txt': [randomBytes(CHUNK_SIZE * 1.5), { level: 0 }] }));
  const cover = await upload(png, 'Gold cover.png', 'robots', () => b);
  const zipName = await upload(zip, 'gold.zip', 'robots', (n) => (n % 2 ? a : b));
  t.ok(await store.exists(`files/${cover}`), 'the image is a public file');
  t.ok(await store.exists(`robots/${zipName}`), 'the zip is a private robot file');

  const created = await a.app.inject({
    method: 'POST',
    url: `${API}/admin/robots/create`,
    headers: { authorization: `Bearer ${token}` },
    payload: {
      title: 'Gold Bucket EA',
      price: 1000,
      usd: 99,
      description: 'Trades gold.',
      category: 'robots',
      type: 'commodities-robot',
      image_name: cover,
      zip_file_name: zipName,
    },
  });
  t.equal(created.statusCode, 201, created.body);
  const robot = (await b.app.inject({ method: 'GET', url: `${API}/singleRobot?slug=gold-bucket-ea` })).json().data;
  t.match(robot.contents, { files: ['GoldEA.mq5', 'README.txt'], version: '2.10' }, 'the zip was read from the bucket');
  t.match(robot.image_sources.avif, new RegExp(`${cover}\\.800\\.avif 800w, .*${cover}\\.900\\.avif 900w$`));
  const variants = (await store.list('files/')).map((o) => o.key).filter((key) => key.startsWith(`files/${cover}.`));
  t.same(variants.sort(), [400, 800, 900].flatMap((w) => [`files/${cover}.${w}.avif`, `files/${cover}.${w}.webp`]).sort());
  t.equal((await sharp(await store.read(`files/${cover}.800.webp`)).metadata()).width, 800);

  // Covers stream through the shop from the bucket, cached a day like the disk's.
  const res = await a.app.inject({ method: 'GET', url: `${API}/files/${cover}.800.avif` });
  t.equal(res.statusCode, 200);
  t.equal(res.headers['content-type'], 'image/avif');
  t.equal(res.headers['cache-control'], 'public, max-age=86400');
  t.match(res.headers['content-security-policy'], /sandbox/);
  t.same(res.rawPayload, await store.read(`files/${cover}.800.avif`));
  const again = await b.app.inject({ method: 'GET', url: `${API}/files/${cover}.800.avif`, headers: { 'if-none-match': String(res.headers.etag) } });
  t.equal(again.statusCode, 304, 'unchanged: not sent again');
  t.equal((await a.app.inject({ method: 'GET', url: `${API}/files/none.png` })).statusCode, 404);
  t.same([...(await localFiles(a)), ...(await localFiles(b))], []);
});

t.test('parts of an abandoned upload leave the bucket after a day, swept by any instance, never at a start', async (t) => {
  await send(a, { chunkNumber: 0, totalChunks: 3, filename: 'abandoned.webm', upload_type: 'quiz', upload_id: randomUUID() }, randomBytes(CHUNK_SIZE));
  t.equal((await store.list('uploads/')).length, 1);
  // Another instance starting (its own database: only the bucket is shared here) leaves a shared bucket alone.
  await buildTestUpstream(t, env);
  t.equal((await store.list('uploads/')).length, 1, 'a start does not take another instance’s upload');
  t.equal(await b.app.uploads.sweep(), 0, 'a fresh upload is kept');
  t.equal(await b.app.uploads.sweep(Date.now() + 25 * 3600_000), 1);
  t.same(await store.list('uploads/'), []);
});
