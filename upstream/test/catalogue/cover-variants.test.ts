import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import t from 'tap';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { courses } from '../../src/catalogue/tables.ts';
import { demoCover } from '../../src/seed/cover-image.ts';
import { demoCourses, demoRobots } from '../../src/seed/demo-catalogue.ts';
import { PREBUILT_COVERS, prebuiltName } from '../../src/seed/demo-cover-variants.ts';
import { COVER_FORMATS, COVER_WIDTHS, makeCoverVariants } from '../../src/storage/cover-variants.ts';
import { removeUnfinished } from '../../src/storage/disk-store.ts';
import { adminToken, API, buildTestUpstream } from '../helper.ts';

const up = await buildTestUpstream(t);
const files = join(up.dataDir, 'files');
const { store } = up.app.storage;
const get = (url: string) => up.app.inject({ method: 'GET', url: `${API}/${url}` });
const token = await adminToken(up);
const admin = (url: string, payload: object) =>
  up.app.inject({ method: 'POST', url: `${API}/admin/${url}`, payload, headers: { authorization: `Bearer ${token}` } });

const srcset = (image: string, widths: number[], format: string) => widths.map((w) => `/api/academy/files/${image}.${w}.${format} ${w}w`).join(', ');
const widthOf = async (name: string) => (await sharp(join(files, name)).metadata()).width;
/** What a failed or unfinished write would leave behind. */
const leftovers = async () => (await readdir(files)).filter((f) => f.startsWith('.'));

t.test('every seeded course and robot carries AVIF and WebP srcsets in 400, 800 and 1200 px', async (t) => {
  const listed = [...(await get('courses?length=100')).json().data, ...(await get('robots?length=100')).json().data];
  t.equal(listed.length, 98);
  const bare = listed.filter((item: { image_sources?: unknown }) => !item.image_sources);
  t.same(bare, [], 'none without');
  const image = 'forex-foundations.svg';
  t.same((await get('singleCourse?slug=forex-foundations')).json().data.image_sources, {
    avif: srcset(image, [400, 800, 1200], 'avif'),
    webp: srcset(image, [400, 800, 1200], 'webp'),
  });
  for (const width of COVER_WIDTHS) t.equal(await widthOf(`${image}.${width}.avif`), width, `the SVG drawn at ${width} px`);
});

t.test('the prebuilt demo variants are exactly those of the current demo covers (else: npm run seed:covers)', async (t) => {
  const wanted = [...demoCourses(), ...demoRobots()]
    .map(demoCover)
    .flatMap(({ svg }) => COVER_WIDTHS.flatMap((w) => COVER_FORMATS.map((f) => prebuiltName(svg, w, f))))
    .sort();
  t.same((await readdir(PREBUILT_COVERS)).sort(), wanted);
});

t.test('an SVG is rasterised at each width; a raster is never enlarged', async (t) => {
  await writeFile(
    join(files, 'aa00bb11-mark.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#0af"/></svg>',
  );
  t.same(await makeCoverVariants(store, 'aa00bb11-mark.svg'), [400, 800, 1200], 'a small SVG is drawn at every width');
  t.equal(await widthOf('aa00bb11-mark.svg.1200.webp'), 1200);

  await sharp({ create: { width: 300, height: 200, channels: 3, background: '#c33' } })
    .jpeg()
    .toFile(join(files, 'aa00bb11-tiny.jpg'));
  t.same(await makeCoverVariants(store, 'aa00bb11-tiny.jpg'), [300], 'a 300 px photo has only its own width');
  t.equal(await widthOf('aa00bb11-tiny.jpg.300.avif'), 300);
  t.same(await leftovers(), []);
});

t.test('variants already made are kept, not made again', async (t) => {
  const before = await stat(join(files, 'aa00bb11-mark.svg.400.avif'));
  t.same(await makeCoverVariants(store, 'aa00bb11-mark.svg'), [400, 800, 1200]);
  t.equal((await stat(join(files, 'aa00bb11-mark.svg.400.avif'))).mtimeMs, before.mtimeMs);
});

t.test('a file sharp cannot read keeps the original alone: no variants, no leftovers', async (t) => {
  await writeFile(join(files, 'aa00bb11-junk.png'), 'not an image');
  t.equal(await makeCoverVariants(store, 'aa00bb11-junk.png'), null);
  t.same(
    (await readdir(files)).filter((f) => f.startsWith('aa00bb11-junk')),
    ['aa00bb11-junk.png'],
  );
  t.same(await leftovers(), []);
});

t.test('a variant a dead process left half-written (a dot file) is removed at the next start', async (t) => {
  await writeFile(join(files, '.0123456789ab.tmp'), 'half an avif');
  t.equal(await removeUnfinished(files), 1);
  t.same(await leftovers(), []);
  t.equal(await widthOf('forex-foundations.svg.400.avif'), 400, 'finished variants stay');
});

t.test('an item stored before variants existed gets them at its next update', async (t) => {
  const variants = (await readdir(files)).filter((f) => f.startsWith('forex-foundations.svg.'));
  t.equal(variants.length, 6);
  await Promise.all(variants.map((f) => rm(join(files, f))));
  await up.app.database.db.update(courses).set({ imageWidths: null }).where(eq(courses.slug, 'forex-foundations'));
  // Such a row as a start finds it (the public reads were cached before this test made it older).
  const older = (await up.app.catalogue.findCourse('forex-foundations'))!;
  t.equal((await up.app.catalogue.courseDetail(older)).image_sources, undefined, 'older data: no srcsets');
  t.equal((await admin('updateCourse', { slug: 'forex-foundations', usd: 21 })).statusCode, 200);
  t.match((await get('singleCourse?slug=forex-foundations')).json().data.image_sources, { avif: /forex-foundations\.svg\.1200\.avif 1200w$/ });
  t.same((await readdir(files)).filter((f) => f.startsWith('forex-foundations.svg.')).sort(), variants.sort(), 'the six are made again');
});

t.test('variant files are served as AVIF and WebP with the images cache header', async (t) => {
  for (const [name, type] of [
    ['forex-foundations.svg.800.avif', 'image/avif'],
    ['forex-foundations.svg.800.webp', 'image/webp'],
  ] as const) {
    const res = await get(`files/${name}`);
    t.equal(res.statusCode, 200);
    t.equal(res.headers['content-type'], type);
    t.match(res.headers['cache-control'], /max-age=86400/);
    t.same(res.rawPayload, await readFile(join(files, name)));
  }
});
