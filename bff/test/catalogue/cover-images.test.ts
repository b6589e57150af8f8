import t from 'tap';
import sharp from 'sharp';
import supertest from 'supertest';
import { adminCookie, API, buildTestShop, call } from '../helper.ts';

// Variants are made inside the admin's create (upstream/src/storage/cover-variants.ts): AVIF of this
// test's noisy 1600 px PNG takes 10-18 s of a busy 2-core machine, past the BFF's default 15 s for an
// answer. This file checks the variants, not that latency, so its BFF waits longer.
const shop = await buildTestShop(t, { bffEnv: { UPSTREAM_TIMEOUT_MS: '120000' } });
const { app } = shop;
const admin = await adminCookie(shop);

/** A PNG of this width (16:9), as an admin's photo would be: not flat, so every encoder has work to do. */
const png = (width: number) => {
  const height = Math.round((width * 9) / 16);
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7 + (i >> 9)) & 0xff;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
};

/** Uploads a file through the BFF as the SPA does and creates a course with it as the cover. */
async function courseWithCover(title: string, filename: string, bytes: Buffer) {
  const uploaded = await call(app, 'post', `${API}/admin/upload`, admin)
    .field('size', String(bytes.length))
    .field('filename', filename)
    .field('upload_type', 'course')
    .attach('file', bytes, filename)
    .expect(200);
  const created = await call(app, 'post', `${API}/admin/courses/create`, admin)
    .field('title', title)
    .field('usd', '49')
    .field('description', 'Reading the tape.')
    .field('category', 'courses')
    .field('type', 'forex-trading')
    .field('image_name', uploaded.body.fileName as string)
    .expect(201);
  const slug = created.body.data.slug as string;
  const listed = (await call(app, 'get', `${API}/courses?q=${encodeURIComponent(title)}`).expect(200)).body.data[0];
  const detail = (await call(app, 'get', `${API}/singleCourse?slug=${slug}`).expect(200)).body.data;
  return { listed, detail };
}

/** `url 400w, url 800w` as [url, width] pairs. */
const parseSrcset = (srcset: string) =>
  srcset.split(', ').map((candidate) => {
    const [url, descriptor] = candidate.split(' ');
    return [url!, Number(descriptor!.replace(/w$/, ''))] as const;
  });

/** Each candidate as the browser fetches it (an img sends no x-csrf): its type, caching and real pixel width. */
async function fetchSrcset(srcset: string) {
  return Promise.all(
    parseSrcset(srcset).map(async ([url, width]) => {
      const res = await supertest(app.server).get(url).buffer(true).expect(200);
      const meta = await sharp(res.body as Buffer).metadata();
      return { width, type: res.headers['content-type'], cacheControl: res.headers['cache-control'], pixels: meta.width };
    }),
  );
}

t.test('an uploaded PNG cover gets AVIF and WebP srcsets whose files are served through the BFF in each width', async (t) => {
  const { listed, detail } = await courseWithCover('Tape Reading', 'tape reading.png', await png(1600));
  t.ok(listed.image_sources, 'the listing carries the variants');
  t.same(detail.image_sources, listed.image_sources, 'the detail carries the same');
  t.match(listed.image, /^\/api\/academy\/files\/[0-9a-f]{8}-tape-reading\.png$/, 'the original stays the fallback src');
  const original = await supertest(app.server).get(listed.image).expect(200);
  for (const [format, type] of [
    ['avif', 'image/avif'],
    ['webp', 'image/webp'],
  ] as const) {
    const got = await fetchSrcset(listed.image_sources[format] as string);
    t.same(
      got.map((g) => g.width),
      [400, 800, 1200],
      `${format}: three widths`,
    );
    for (const g of got) {
      t.equal(g.type, type, `${format} ${g.width}w is ${type}`);
      t.equal(g.pixels, g.width, `${format} ${g.width}w is ${g.width} px wide`);
      t.equal(g.cacheControl, original.headers['cache-control'], `${format} ${g.width}w is cached as the original is`);
    }
  }
});

t.test('a cover narrower than 1200 px is never enlarged: its own width stands in for the wider ones', async (t) => {
  const { listed } = await courseWithCover('Small Cover Course', 'small.png', await png(600));
  for (const format of ['avif', 'webp'] as const) {
    const got = await fetchSrcset(listed.image_sources[format] as string);
    t.same(
      got.map((g) => [g.width, g.pixels]),
      [
        [400, 400],
        [600, 600],
      ],
      format,
    );
  }
});

t.test('a cover sharp cannot read is kept as it is, without variants and without an error', async (t) => {
  const { listed, detail } = await courseWithCover('Broken Cover Course', 'broken.png', Buffer.from('not a png at all'));
  t.equal(listed.image_sources, undefined, 'the listing has no srcsets');
  t.equal(detail.image_sources, undefined, 'nor the detail');
  await supertest(app.server).get(listed.image).expect(200);
});

t.test('the seeded covers come with variants the BFF serves', async (t) => {
  const course = (await call(app, 'get', `${API}/singleCourse?slug=forex-foundations`).expect(200)).body.data;
  const got = await fetchSrcset(course.image_sources.avif as string);
  t.same(
    got.map((g) => [g.width, g.pixels, g.type]),
    [
      [400, 400, 'image/avif'],
      [800, 800, 'image/avif'],
      [1200, 1200, 'image/avif'],
    ],
  );
});
