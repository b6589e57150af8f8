import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import type { CreateCourseRequest, CreateRobotRequest, UpdateItemRequest } from '@academy/shared/admin-catalogue';
import { WIRE } from '@academy/shared/constants';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { Db } from '../db/client.ts';
import { courses, robots } from '../db/schema.ts';
import { storageDirs } from '../seed/seed-catalogue.ts';

const slugify = (title: string) =>
  title.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 100);

/** Admins create and update robots and courses from files uploaded first (admin/upload). */
export function createCatalogueAdmin(deps: { db: Db; catalogue: Catalogue; dataDir: string }) {
  const { db, catalogue } = deps;
  const dirs = storageDirs(deps.dataDir);
  const exists = (path: string) => access(path).then(() => true, () => false);

  /** One slug space for both kinds, so a cart or a URL never confuses a course with a robot. */
  async function freeSlug(title: string): Promise<string> {
    const slug = slugify(title);
    if (!slug) throw new ApiError(422, WIRE.emptyFields);
    if ((await catalogue.findCourse(slug)) || (await catalogue.findRobot(slug))) throw new ApiError(409, WIRE.itemExists);
    return slug;
  }

  async function mustExist(dir: string, file: string, what: string) {
    if (!(await exists(join(dir, file)))) throw new ApiError(422, `The ${what} ${file} was not uploaded`);
  }

  return {
    async createRobot(input: CreateRobotRequest, adminName: string): Promise<string> {
      const slug = await freeSlug(input.title);
      await mustExist(dirs.files, input.image_name, 'image');
      await mustExist(dirs.robots, input.zip_file_name, 'zip file');
      await db.insert(robots).values({
        slug, title: input.title, name: input.title, description: input.description, author: input.author || adminName,
        category: input.type, image: input.image_name, zip: input.zip_file_name, usdCents: Math.round(input.usd * 100),
      }).onConflictDoNothing();
      return slug;
    },

    async createCourse(input: CreateCourseRequest, adminName: string): Promise<string> {
      const slug = await freeSlug(input.title);
      await mustExist(dirs.files, input.image_name, 'image');
      for (const entry of [...input.course_video_names, ...input.quiz_video_names, ...input.live_session_video_names]) {
        if (!/^https:\/\//.test(entry)) await mustExist(dirs.media, entry, 'video');
      }
      await db.insert(courses).values({
        slug, title: input.title, description: input.description, author: input.author || adminName, category: input.type,
        image: input.image_name, usdCents: Math.round(input.usd * 100),
        courseVideos: input.course_video_names, quizVideos: input.quiz_video_names, liveSessionVideos: input.live_session_video_names,
      });
      return slug;
    },

    /** Spec 5: a blank field falls back to the existing value. */
    async update(kind: 'course' | 'robot', input: UpdateItemRequest): Promise<void> {
      const table = kind === 'course' ? courses : robots;
      const item = kind === 'course' ? await catalogue.findCourse(input.slug) : await catalogue.findRobot(input.slug);
      if (!item) throw new ApiError(404, `${kind === 'course' ? 'Course' : 'Robot'} not found`);
      await db
        .update(table)
        .set({
          title: input.title || item.title,
          description: input.description || item.description,
          usdCents: typeof input.usd === 'number' ? Math.round(input.usd * 100) : item.usdCents,
          updatedAt: new Date(),
        })
        .where(eq(table.id, item.id));
    },
  };
}
export type CatalogueAdmin = ReturnType<typeof createCatalogueAdmin>;
