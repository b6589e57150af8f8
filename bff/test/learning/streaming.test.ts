import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { get as httpGet } from 'node:http';
import { join } from 'node:path';
import t from 'tap';
import supertest from 'supertest';
import { unzipSync } from 'fflate';
import { eq } from 'drizzle-orm';
import { courses } from '../../../upstream/src/catalogue/tables.ts';
import { grantItems } from '../../../upstream/test/helper.ts';
import { API, PUBLIC_URL, buildTestShop, call, signedInCustomer } from '../helper.ts';
import { courseClip } from '../../../upstream/src/seed/demo-catalogue.ts';

/** The bought course's own copy of a demo clip, as the seed stores it. */
const ownClip = (clip: string) => courseClip('commodities-foundations', clip);

const shop = await buildTestShop(t);
const { app } = shop;
const buyer = await signedInCustomer(shop, 'stream');
const other = await signedInCustomer(shop, 'other');
const { catalogue, database } = shop.up.app;
const course = (await catalogue.findCourse('commodities-foundations'))!;
const robot = (await catalogue.findRobot('crypto-grid-master-ea'))!;
await grantItems(shop.up, buyer.email, [
  { type: 'course', slug: course.slug },
  { type: 'robot', slug: robot.slug },
]);
// The browser loads these itself: a link or a video element sends no x-csrf.
const direct = (path: string, cookie?: string) => {
  const req = supertest(app.server).get(path);
  return cookie ? req.set('cookie', cookie) : req;
};

/** The buyer's Download: sent on to a signed link, which the BFF serves with no session at all. */
async function downloadZip(cookie: string) {
  const hop = await direct(`${API}/robots/crypto-grid-master-ea/download`, cookie).expect(303);
  t.equal(hop.headers['cache-control'], 'private, no-store');
  t.match(hop.headers.location, /^\/api\/academy\/robots\/download\/[\w-]+\.[\w-]+$/);
  return direct(hop.headers.location!).responseType('blob').expect(200);
}

t.test('downloads and media pass through for a buyer, exact, with Range both ways', async (t) => {
  const zip = await downloadZip(buyer.cookie);
  const files = unzipSync(zip.body as Uint8Array);
  for (const [name, bytes] of Object.entries(unzipSync(await readFile(join(shop.up.dataDir, 'robots', 'crypto-grid-master-ea.zip'))))) {
    t.same(files[name], bytes, `${name}, byte for byte`);
  }
  t.ok(files['LICENSE.txt'] && files['crypto-grid-master-ea.set'], "with the buyer's licence and preset");
  t.equal(zip.headers['content-disposition'], `attachment; filename="crypto-grid-master-ea-${robot.version}.zip"`);
  const file = await readFile(join(shop.up.dataDir, 'media', ownClip('lesson-3.webm')));
  const part = await direct(`${API}/media/${ownClip('lesson-3.webm')}`, buyer.cookie)
    .set('range', 'bytes=1000-1999')
    .responseType('blob')
    .expect(206);
  t.equal(part.headers['content-range'], `bytes 1000-1999/${file.length}`);
  t.same(part.body, file.subarray(1000, 2000));
});

t.test('paid bytes are never kept by a shared cache: the zip not at all, media privately for a while', async (t) => {
  const zip = await downloadZip(buyer.cookie);
  t.equal(zip.headers['cache-control'], 'private, no-store');
  const whole = await direct(`${API}/media/${ownClip('lesson-3.webm')}`, buyer.cookie).expect(200);
  t.equal(whole.headers['cache-control'], 'private, max-age=600');
  const part = await direct(`${API}/media/${ownClip('lesson-3.webm')}`, buyer.cookie)
    .set('range', 'bytes=0-99')
    .expect(206);
  t.equal(part.headers['cache-control'], 'private, max-age=600', 'a range too');
  const again = await direct(`${API}/media/${ownClip('lesson-3.webm')}`, buyer.cookie)
    .set('if-none-match', whole.headers.etag!)
    .expect(304);
  t.notMatch(again.headers['cache-control'] ?? '', /public/, 'a 304 too');
});

t.test('a non-buyer and a visitor get no bytes', async (t) => {
  const res = await direct(`${API}/robots/crypto-grid-master-ea/download`, other.cookie).expect(403);
  t.same(res.body, { code: 403, message: 'Buy this robot to get its licence' });
  await direct(`${API}/media/${ownClip('lesson-3.webm')}`, other.cookie).expect(403);
  await direct(`${API}/media/${ownClip('lesson-3.webm')}`).expect(401);
});

t.test('progress goes through with the session', async (t) => {
  await call(app, 'post', `${API}/progress`, buyer.cookie).send({ slug: 'commodities-foundations', list: 'course', position: 2, seconds: 5 }).expect(200);
  const res = await call(app, 'get', `${API}/progress?slug=commodities-foundations`, buyer.cookie).expect(200);
  t.match(res.body.data, [{ list: 'course', position: 2, seconds: 5 }]);
});

t.test('a 256 MiB video streams through without the process holding it in memory', async (t) => {
  const size = 256 * 1024 * 1024;
  const big = 'big-lecture.webm';
  await new Promise<void>((resolve, reject) => {
    const out = createWriteStream(join(shop.up.dataDir, 'media', big));
    const chunk = Buffer.alloc(1024 * 1024, 7);
    let written = 0;
    const write = () => {
      while (written < size) {
        written += chunk.length;
        if (!out.write(chunk)) return void out.once('drain', write);
      }
      out.end(resolve);
    };
    out.on('error', reject);
    write();
  });
  await database.db
    .update(courses)
    .set({ courseVideos: [...course.courseVideos, big] })
    .where(eq(courses.id, course.id));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as { port: number };

  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const received = await new Promise<number>((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port, path: `${API}/media/${big}`, headers: { cookie: buyer.cookie, origin: PUBLIC_URL } }, (res) => {
      let n = 0;
      res.on('data', (c: Buffer) => (n += c.length));
      res.on('end', () => resolve(n));
      res.on('error', reject);
    }).on('error', reject);
  });
  clearInterval(sampler);
  t.equal(received, size, 'every byte arrived');
  const growth = (peak - before) / 1024 / 1024;
  // A process that held the file would grow by all 256 MiB. Streaming, it grows by the chunks in
  // flight and the garbage the reader leaves before a collection: 30-60 MiB on a quiet machine, 94 on
  // a loaded CI one (the collector runs late), so the bar is half the file, not the chunks' size.
  t.ok(growth < size / 2 / 1024 / 1024, `peak RSS growth ${growth.toFixed(1)} MiB for a 256 MiB file`);
});
