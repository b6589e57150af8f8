import { randomBytes } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import t from 'tap';
import { s3Store, parseStorageUrl, SIGNED_URL_SECONDS } from '../../src/storage/s3-store.ts';
import { withLocalFile } from '../../src/storage/store.ts';
import { BUCKET, startS3 } from './s3-server.ts';

const s3 = await startS3(t);
const store = s3Store({ url: s3.env.STORAGE_URL, endpoint: s3.endpoint, region: 'us-east-1' });
const other = s3Store({ url: `s3://${BUCKET}/elsewhere`, endpoint: s3.endpoint, region: 'us-east-1' });

t.test('a storage URL names a bucket and an optional prefix', async (t) => {
  t.same(parseStorageUrl('s3://bucket'), { bucket: 'bucket', prefix: '' });
  t.same(parseStorageUrl('s3://bucket/a/b/'), { bucket: 'bucket', prefix: 'a/b/' });
});

t.test('objects are written, read, listed and removed under the prefix only', async (t) => {
  await store.put('files/a.svg', '<svg/>');
  await store.put('media/b.webm', Buffer.from('video bytes'));
  t.ok(await store.exists('files/a.svg'));
  t.notOk(await store.exists('files/none.svg'));
  t.notOk(await other.exists('files/a.svg'), 'another prefix sees none of it');
  t.equal((await store.read('media/b.webm')).toString(), 'video bytes');
  const opened = (await store.open('files/a.svg'))!;
  t.equal(opened.size, 6);
  t.match(opened.etag, /^".+"$/);
  t.equal(await text(opened.body), '<svg/>');
  t.equal(await store.open('files/none.svg'), null);
  t.same(
    (await store.list('media/')).map((o) => [o.key, o.size]),
    [['media/b.webm', 11]],
  );
  await store.removeAll('media/');
  t.same(await store.list('media/'), []);
});

t.test('a stream is stored only when its size is accepted', async (t) => {
  await store.putStream('uploads/z/0.part', Readable.from([Buffer.from('12'), Buffer.from('345')]), (size) => t.equal(size, 5));
  t.equal((await store.read('uploads/z/0.part')).toString(), '12345');
  const refuse = () => {
    throw new Error('too short');
  };
  await t.rejects(store.putStream('uploads/z/1.part', Readable.from([Buffer.from('1')]), refuse), /too short/);
  t.notOk(await store.exists('uploads/z/1.part'), 'a refused part is never stored');
  await store.removeAll('uploads/z/');
});

t.test('parts are joined in the order given into one object', async (t) => {
  for (const [n, bytes] of ['one-', 'two-', 'three'].entries()) await store.put(`uploads/x/${n}.part`, bytes);
  const parts = (await store.list('uploads/x/')).sort((a, b) => a.key.localeCompare(b.key));
  await store.concat(parts, 'robots/joined.zip');
  t.equal((await store.read('robots/joined.zip')).toString(), 'one-two-three');
});

t.test('a join whose connection drops mid-way is sent again, whole', async (t) => {
  // In front of s3rver: the first PUT of the joined object loses its connection after its first bytes.
  let dropped = 0;
  const proxy = createServer((req, res) => {
    if (req.method === 'PUT' && new URL(req.url!, s3.endpoint).pathname.endsWith('/dropped.webm') && dropped === 0) {
      dropped++;
      req.once('data', () => req.socket.destroy());
      return;
    }
    const onward = httpRequest(new URL(req.url!, s3.endpoint), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    req.pipe(onward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  t.teardown(() => void proxy.close());
  const through = s3Store({ url: s3.env.STORAGE_URL, endpoint: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, region: 'us-east-1' });
  const big = randomBytes(3 * 65_536);
  for (const [n, part] of [big.subarray(0, 65_536), big.subarray(65_536)].entries()) await through.put(`uploads/y/${n}.part`, part);
  await through.concat(
    (await through.list('uploads/y/')).sort((a, b) => a.key.localeCompare(b.key)),
    'media/dropped.webm',
  );
  t.equal(dropped, 1, 'the first try lost its connection');
  t.same(await store.read('media/dropped.webm'), big, 'the second stored it byte-identical');
});

t.test('groups untouched since a time are removed, the others kept', async (t) => {
  await store.put('uploads/y/0.part', 'y');
  const cut = new Date(Date.now() + 60_000);
  t.equal(await store.removeStale('uploads/', new Date(Date.now() - 60_000)), 0, 'none is that old');
  t.equal(await store.removeStale('uploads/', cut), 2, 'x and y');
  t.same(await store.list('uploads/'), []);
});

t.test('a library that reads a path gets a temporary copy, removed after', async (t) => {
  await store.put('robots/bot.zip', 'zip bytes');
  let seen = '';
  const content = await withLocalFile(store, 'robots/bot.zip', async (path) => {
    seen = path;
    t.ok(path.startsWith(tmpdir()));
    return readFile(path, 'utf8');
  });
  t.equal(content, 'zip bytes');
  await t.rejects(readFile(seen), { code: 'ENOENT' }, 'the copy is gone');
  await t.rejects(store.localCopy('robots/none.zip'), { code: 'ENOENT' });
});

t.test('a local file is copied in with its content type', async (t) => {
  const path = join(tmpdir(), `clip-${process.pid}.webm`);
  await writeFile(path, 'webm bytes');
  t.teardown(() => rm(path, { force: true }));
  await store.putFile('media/clip.webm', path);
  const delivery = await store.deliver('media/clip.webm');
  const url = new URL((delivery as { url: string }).url);
  t.equal(url.origin, s3.endpoint, 'path-style on the endpoint');
  t.equal(url.pathname, `/${BUCKET}/shop/media/clip.webm`);
  t.equal(url.searchParams.get('X-Amz-Expires'), String(SIGNED_URL_SECONDS));
  t.ok(url.searchParams.get('X-Amz-Signature'));
  const res = await fetch(url);
  t.equal(res.headers.get('content-type'), 'video/webm');
  t.equal(await res.text(), 'webm bytes');
  t.equal(await store.deliver('media/none.webm'), null, 'nothing to sign for a missing object');
});
