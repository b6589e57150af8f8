import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { courses, robots } from '../db/schema.ts';
import { coverSvg } from './cover-image.ts';
import { demoCourses, demoRobots } from './demo-catalogue.ts';
import { robotZip } from './robot-zip.ts';

const MEDIA = fileURLToPath(new URL('../../seed/media/', import.meta.url));
const CLIPS = { course: ['lesson-1.webm', 'lesson-2.webm', 'lesson-3.webm'], live: ['live-session-1.webm'], quiz: ['quiz-1.webm'] };

/** Where stored files live under DATA_DIR: public images, and private media and robot zips. */
export const storageDirs = (dataDir: string) => ({ files: join(dataDir, 'files'), media: join(dataDir, 'media'), robots: join(dataDir, 'robots') });

/**
 * On a first start with an empty catalogue: demo courses in each of the four course categories and
 * robots in each of the three robot categories, with generated covers, playable clips and real zips.
 */
export async function seedDemoCatalogue(db: Db, dataDir: string): Promise<boolean> {
  const [[c], [r]] = await Promise.all([db.select({ n: count() }).from(courses), db.select({ n: count() }).from(robots)]);
  if ((c?.n ?? 0) > 0 || (r?.n ?? 0) > 0) return false;
  const dirs = storageDirs(dataDir);
  await Promise.all(Object.values(dirs).map((d) => mkdir(d, { recursive: true })));
  await Promise.all([...CLIPS.course, ...CLIPS.live, ...CLIPS.quiz].map((f) => copyFile(join(MEDIA, f), join(dirs.media, f))));

  const courseRows = demoCourses();
  const robotRows = demoRobots();
  await Promise.all([
    ...courseRows.map((d) => writeFile(join(dirs.files, `${d.slug}.svg`), coverSvg(d.slug, d.category.replace('-', ' '), d.title))),
    ...robotRows.map((d) => writeFile(join(dirs.files, `${d.slug}.svg`), coverSvg(d.slug, d.category.replace('-', ' '), d.title))),
    ...robotRows.map((d) => writeFile(join(dirs.robots, `${d.slug}.zip`), robotZip(d))),
  ]);

  await db.transaction(async (tx) => {
    await tx.insert(courses).values(
      courseRows.map((d) => ({
        slug: d.slug, title: d.title, description: d.description, author: d.author, category: d.category, image: `${d.slug}.svg`, usdCents: d.usdCents,
        courseVideos: CLIPS.course.slice(0, d.lists.course), liveSessionVideos: CLIPS.live.slice(0, d.lists.live), quizVideos: CLIPS.quiz.slice(0, d.lists.quiz),
      })),
    );
    await tx.insert(robots).values(
      robotRows.map((d) => ({ slug: d.slug, title: d.title, name: d.name, description: d.description, author: d.author, category: d.category, image: `${d.slug}.svg`, zip: `${d.slug}.zip`, usdCents: d.usdCents })),
    );
  });
  return true;
}
