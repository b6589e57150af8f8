import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { courses, robots, robotVersions } from '../catalogue/tables.ts';
import { demoCover } from './cover-image.ts';
import { demoCoverVariants } from './demo-cover-variants.ts';
import { isVideoLink } from '@academy/shared/video-links';
import { clipSource, demoCourses, demoRobots } from './demo-catalogue.ts';
import { readDurations } from '../catalogue/media-durations.ts';
import { readRobotZip } from '../catalogue/robot-zip-contents.ts';
import { robotZip } from './robot-zip.ts';
import { type Store, storeKey } from '../storage/store.ts';

const MEDIA = fileURLToPath(new URL('../../seed/media/', import.meta.url));
const UPLOADS_AT_ONCE = 8;

/**
 * When each demo row was added. The rows come grouped by category; seeded at one instant, newest
 * first would fall back to the slug and open /courses on one category. A minute apart, with the
 * categories taking turns, newest first mixes them.
 */
function addedAt(rows: { category: string }[]): Date[] {
  const categories = [...new Set(rows.map((r) => r.category))];
  const seen = new Map<string, number>();
  return rows.map(({ category }) => {
    const nth = seen.get(category) ?? 0;
    seen.set(category, nth + 1);
    return new Date(Date.now() - (nth * categories.length + categories.indexOf(category)) * 60_000);
  });
}

/**
 * On a first start with an empty catalogue: demo courses in each of the four course categories and
 * robots in each of the three robot categories, with generated covers, playable clips and real zips.
 */
export async function seedDemoCatalogue(db: Db, store: Store): Promise<boolean> {
  const [[c], [r]] = await Promise.all([db.select({ n: count() }).from(courses), db.select({ n: count() }).from(robots)]);
  if ((c?.n ?? 0) > 0 || (r?.n ?? 0) > 0) return false;
  const courseRows = demoCourses();
  // Each course's own copies of the clips (demo-catalogue.ts courseClip).
  const clips = courseRows.flatMap(({ videos }) =>
    [...videos.course, ...videos.live, ...videos.quiz].filter((entry) => !isVideoLink(entry)).map((stored) => ({ stored, source: clipSource(stored) })),
  );
  // A few at a time: a bucket (or a small S3 server) refuses a burst of about a hundred uploads.
  for (let i = 0; i < clips.length; i += UPLOADS_AT_ONCE) {
    await Promise.all(clips.slice(i, i + UPLOADS_AT_ONCE).map(({ stored, source }) => store.putFile(storeKey('media', stored), join(MEDIA, source))));
  }

  const robotRows = demoRobots();
  const [courseCovers, robotCovers] = [courseRows.map(demoCover), robotRows.map(demoCover)];
  await Promise.all([
    ...[...courseCovers, ...robotCovers].map(({ image, svg }) => store.put(storeKey('files', image), svg)),
    ...robotRows.map((d) => store.put(storeKey('robots', `${d.slug}.zip`), robotZip(d))),
  ]);
  const variantsOf = (covers: typeof courseCovers) => Promise.all(covers.map(({ image, svg }) => demoCoverVariants(store, image, svg)));
  const [courseWidths, robotWidths] = await Promise.all([variantsOf(courseCovers), variantsOf(robotCovers)]);

  // Read back as an upload is, so a demo robot lists what its zip really holds.
  const zipContents = await Promise.all(robotRows.map((d) => readRobotZip(store, `${d.slug}.zip`)));

  // Read back as an upload is, once per clip (the copies are the same bytes): each course keeps the
  // lengths of its own lists.
  const copyOf = new Map(clips.map((c) => [c.source, c.stored]));
  const measured = await readDurations(store, [[...copyOf.values()]]);
  const clipDurations = Object.fromEntries(
    clips.flatMap(({ stored, source }) => {
      const seconds = measured[copyOf.get(source)!];
      return seconds === undefined ? [] : [[stored, seconds]];
    }),
  );
  const durationsOf = ({ videos }: (typeof courseRows)[number]) =>
    Object.fromEntries(Object.entries(clipDurations).filter(([clip]) => [videos.course, videos.live, videos.quiz].some((l) => l.includes(clip))));

  const [courseDates, robotDates] = [addedAt(courseRows), addedAt(robotRows)];
  await db.transaction(async (tx) => {
    await tx.insert(courses).values(
      courseRows.map((d, i) => ({
        createdAt: courseDates[i],
        slug: d.slug,
        title: d.title,
        description: d.description,
        author: d.author,
        category: d.category,
        image: courseCovers[i]!.image,
        imageWidths: courseWidths[i],
        usdCents: d.usdCents,
        courseVideos: d.videos.course,
        liveSessionVideos: d.videos.live,
        quizVideos: d.videos.quiz,
        // The first lesson is a free preview, so a fresh shop shows what previews look like.
        previewEntries: d.videos.course.slice(0, 1),
        durations: durationsOf(d),
      })),
    );
    const seeded = await tx
      .insert(robots)
      .values(
        robotRows.map((d, i) => ({
          createdAt: robotDates[i],
          slug: d.slug,
          title: d.title,
          name: d.name,
          description: d.description,
          author: d.author,
          category: d.category,
          image: robotCovers[i]!.image,
          imageWidths: robotWidths[i],
          zip: `${d.slug}.zip`,
          zipContents: zipContents[i],
          version: zipContents[i]?.version ?? '1.0',
          usdCents: d.usdCents,
        })),
      )
      .returning({ id: robots.id, zip: robots.zip, version: robots.version, createdAt: robots.createdAt });
    await tx
      .insert(robotVersions)
      .values(seeded.map((r) => ({ robotId: r.id, version: r.version, changelog: 'First release', zip: r.zip, createdAt: r.createdAt })));
  });
  return true;
}
