import { randomBytes, randomUUID } from 'node:crypto';
import { readdir, readFile, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { CHUNK_SIZE } from '@academy/shared/constants';
import { adminToken, API, buildTestUpstream } from '../helper.ts';
import { chunksOf, sendChunk as sendTo } from './upload-chunks.ts';

const up = await buildTestUpstream(t);
const token = await adminToken(up);

const sendChunk = (fields: Record<string, string | number>, bytes: Buffer, bearer = token) => sendTo(up, bearer, fields, bytes);

t.test('chunks in any order, some twice, assemble byte-identical under a unique sanitised name', async (t) => {
  const data = randomBytes(3 * CHUNK_SIZE + 12345);
  const chunks = chunksOf(data);
  const base = { totalChunks: chunks.length, filename: 'My Lesson 1 (final).webm', upload_type: 'course', course_title: 'Gold' };
  const order = [2, 0, 2, 3, 0];
  for (const i of order) {
    const res = await sendChunk({ ...base, chunkNumber: i }, chunks[i]!);
    t.equal(res.json().message, 'Chunk received', `chunk ${i}`);
  }
  const last = await sendChunk({ ...base, chunkNumber: 1 }, chunks[1]!);
  t.equal(last.json().message, 'File assembled successfully.');
  const name = last.json().fileName as string;
  t.match(name, /^[0-9a-f]{8}-My-Lesson-1-final-\.webm$|^[0-9a-f]{8}-My-Lesson-1-final\.webm$/);
  t.same(await readFile(join(up.dataDir, 'media', name)), data);
  t.same(
    (await readdir(join(up.dataDir, 'uploads'))).filter((f) => !f.startsWith('.')),
    [],
    'no parts are left behind',
  );
});

t.test('images go to public files and zips to the private robots folder', async (t) => {
  const png = await sendChunk({ chunkNumber: 0, totalChunks: 1, filename: 'cover.png', upload_type: 'robots' }, randomBytes(2000));
  t.ok((await readdir(join(up.dataDir, 'files'))).includes(png.json().fileName));
  const zip = await sendChunk({ chunkNumber: 0, totalChunks: 1, filename: 'bot.zip', upload_type: 'robots' }, randomBytes(2000));
  t.ok((await readdir(join(up.dataDir, 'robots'))).includes(zip.json().fileName));
});

t.test('path tricks, wrong types and wrong sizes are refused', async (t) => {
  for (const filename of ['../../etc/passwd.webm', '..\\evil.webm', '.hidden.webm', 'a/b.webm']) {
    t.same(
      (await sendChunk({ chunkNumber: 0, totalChunks: 1, filename, upload_type: 'course' }, randomBytes(10))).json(),
      { code: 422, message: 'Invalid file name' },
      filename,
    );
  }
  t.equal((await sendChunk({ chunkNumber: 0, totalChunks: 1, filename: 'run.sh', upload_type: 'course' }, randomBytes(10))).statusCode, 422);
  t.equal(
    (await sendChunk({ chunkNumber: 0, totalChunks: 1, filename: 'movie.webm', upload_type: 'robots' }, randomBytes(10))).statusCode,
    422,
    'a video is not a robot file',
  );
  t.equal(
    (await sendChunk({ chunkNumber: 0, totalChunks: 2, filename: 'short.webm', upload_type: 'course' }, randomBytes(10))).statusCode,
    422,
    'a middle chunk must be 1 MiB',
  );
  t.equal((await sendChunk({ chunkNumber: 0, totalChunks: 1, filename: 'big.webm', upload_type: 'course' }, randomBytes(CHUNK_SIZE + 1))).statusCode, 413);
  t.equal((await sendChunk({ chunkNumber: 3, totalChunks: 2, filename: 'x.webm', upload_type: 'course' }, randomBytes(10))).statusCode, 422);
});

t.test('only admins upload, and abandoned chunks are swept after a day', async (t) => {
  t.equal((await sendChunk({ chunkNumber: 0, totalChunks: 1, filename: 'x.png', upload_type: 'robots' }, randomBytes(10), 'nope')).statusCode, 401);
  await sendChunk({ chunkNumber: 0, totalChunks: 3, filename: 'abandoned.webm', upload_type: 'quiz' }, randomBytes(CHUNK_SIZE));
  const pending = (await readdir(join(up.dataDir, 'uploads'))).filter((f) => !f.startsWith('.'));
  t.equal(pending.length, 1);
  t.equal(await up.app.uploads.sweep(), 0, 'a fresh upload is kept');
  const old = new Date(Date.now() - 25 * 3600 * 1000);
  await utimes(join(up.dataDir, 'uploads', pending[0]!), old, old);
  t.equal(await up.app.uploads.sweep(), 1);
  t.same(
    (await readdir(join(up.dataDir, 'uploads'))).filter((f) => !f.startsWith('.')),
    [],
  );
});

t.test("an upload's chunks held so far are read by its admin only", async (t) => {
  const id = randomUUID();
  const fields = { totalChunks: 3, filename: 'resumed.webm', upload_type: 'course', upload_id: id };
  for (const chunkNumber of [0, 1]) await sendChunk({ ...fields, chunkNumber }, randomBytes(CHUNK_SIZE));
  const held = (bearer: string) => up.app.inject({ method: 'GET', url: `${API}/admin/upload/${id}`, headers: { authorization: `Bearer ${bearer}` } });
  t.same((await held(token)).json().data, { chunks: [0, 1] });
  t.equal((await held('nope')).statusCode, 401);
  t.same(await up.app.uploads.held(randomUUID(), id), [], 'another admin, with the same upload id, finds none of them');
});
