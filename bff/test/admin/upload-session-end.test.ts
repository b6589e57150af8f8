import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import { CHUNK_SIZE } from '@academy/shared/constants';
import { adminCookie, API, buildTestShop, call } from '../helper.ts';

const shop = await buildTestShop(t);
const { app } = shop;

const upload = (cookie: string) =>
  call(app, 'post', `${API}/admin/upload`, cookie)
    .field('size', '5')
    .field('filename', 'cover.png')
    .field('upload_type', 'robots')
    .attach('file', Buffer.from('bytes'), 'cover.png');

const login = async () => await adminCookie(shop);

t.test('an upload whose admin session ended upstream is a 401 that clears the admin cookie, as the proxy does', async (t) => {
  const cookie = await login();
  t.equal((await upload(cookie)).status, 200, 'the live session uploads');

  // The same session logged out elsewhere (another tab): this cookie still unseals, the upstream refuses it.
  await call(app, 'post', `${API}/admin/logout`, cookie).expect(200);
  const res = await upload(cookie).expect(401);
  t.equal(res.body.code, 401);
  t.match([res.headers['set-cookie']].flat().join('\n'), /^academy_admin=;/m, 'the admin cookie is cleared');
});

t.test('an upload cut short resumes in a new session from the first chunk missing, sending only the rest, and assembles the same bytes', async (t) => {
  const file = randomBytes(5 * CHUNK_SIZE + 123);
  const uploadId = randomUUID();
  const send = (cookie: string, bytes: Buffer, start?: number) => {
    const req = call(app, 'post', `${API}/admin/upload`, cookie)
      .field('size', String(file.length))
      .field('filename', 'lesson.webm')
      .field('upload_type', 'course')
      .field('upload_id', uploadId);
    return (start === undefined ? req : req.field('start_chunk', String(start))).attach('file', bytes, 'lesson.webm');
  };
  const held = async (cookie: string) => (await call(app, 'get', `${API}/admin/upload/${uploadId}`, cookie).expect(200)).body.data.chunks;

  // The first 3 MiB arrive, then the file stops (as when the session ends mid-file): those chunks stay upstream.
  const first = await login();
  await send(first, file.subarray(0, 3 * CHUNK_SIZE)).expect(422);
  t.same(await held(first), [0, 1, 2], 'the upstream holds the chunks that arrived');
  await call(app, 'post', `${API}/admin/logout`, first).expect(200);

  const again = await login();
  t.same(await held(again), [0, 1, 2], 'the same admin, signed in again, finds them');
  const before = shop.up.seen.length;
  const res = await send(again, file.subarray(3 * CHUNK_SIZE), 3).expect(200);
  const chunkCalls = shop.up.seen.slice(before).filter((s) => s.url.endsWith('/admin/upload'));
  t.equal(chunkCalls.length, 3, 'only chunks 3, 4 and 5 went upstream');
  const stored = await readFile(join(shop.up.dataDir, 'media', res.body.fileName));
  const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
  t.equal(sha(stored), sha(file), 'the assembled file is byte-identical to the whole file');
  t.same(await held(again), [], 'its parts are gone once assembled');
});

t.test('a resume is refused without its upload_id or past the file end, and the chunks read needs an admin', async (t) => {
  const cookie = await login();
  const resume = (fields: Record<string, string>) => {
    const req = call(app, 'post', `${API}/admin/upload`, cookie)
      .field('size', String(2 * CHUNK_SIZE))
      .field('filename', 'a.webm')
      .field('upload_type', 'course');
    for (const [k, v] of Object.entries(fields)) void req.field(k, v);
    return req.attach('file', Buffer.from('x'), 'a.webm');
  };
  t.equal((await resume({ start_chunk: '1' })).status, 422, 'no upload_id');
  t.equal((await resume({ start_chunk: '2', upload_id: randomUUID() })).status, 422, 'start_chunk at the chunk count');
  t.equal((await call(app, 'get', `${API}/admin/upload/${randomUUID()}`).expect(401)).body.code, 401);
  t.equal((await call(app, 'get', `${API}/admin/upload/not-a-uuid`, cookie)).status, 422);
});
