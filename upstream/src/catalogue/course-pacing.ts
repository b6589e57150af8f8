import { eq } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import type { CoursePacing, CoursePacingRequest } from '@academy/shared/pacing';
import type { AuditContext } from '../audit/context.ts';
import { record } from '../audit/record.ts';
import type { Db } from '../db/client.ts';
import type { Urls } from '../storage/urls.ts';
import type { Catalogue } from './catalogue.ts';
import { itemTarget } from './item-audit.ts';
import { courses } from './tables.ts';

type Course = typeof courses.$inferSelect;
type Opening = CoursePacingRequest['lessons'][number];

/** What the admin set, as the form reads it and the audit entry shows it. */
function pacingOf(course: Course, urls: Urls): CoursePacing {
  return {
    pacing: course.pacing,
    lessons: course.courseVideos.map((entry, i) => {
      const opens = course.lessonOpens[entry];
      return {
        entry,
        title: urls.chapterTitle(entry, i, course.chapterDetails),
        opens_at: typeof opens === 'string' ? opens : null,
        days: typeof opens === 'number' ? opens : null,
      };
    }),
  };
}

/** The openings the pacing keeps: dates under `dates`, days under `days`, none otherwise (a lesson left out opens with the purchase). */
function openingsFor(pacing: Course['pacing'], lessons: Opening[]): Record<string, string | number> {
  const kept = lessons.flatMap((l): [string, string | number][] => {
    if (pacing === 'dates' && l.opens_at) return [[l.entry, new Date(l.opens_at).toISOString()]];
    if (pacing === 'days' && l.days) return [[l.entry, l.days]];
    return [];
  });
  return Object.fromEntries(kept);
}

/** A course's pacing as the admin sets it on the course's update page (docs/decisions/094-pacing.md). */
export function createCoursePacing(deps: { db: Db; catalogue: Catalogue; urls: Urls }) {
  const { db, catalogue, urls } = deps;
  async function courseOf(slug: string) {
    const course = await catalogue.findCourse(slug);
    if (!course) throw new ApiError(404, 'Course not found');
    return course;
  }

  return {
    read: async (slug: string) => pacingOf(await courseOf(slug), urls),

    /** Replaces the pacing and every lesson's opening; each lesson named must be one of the course's. */
    async save(audit: AuditContext, slug: string, input: { pacing: Course['pacing']; lessons: Opening[] }): Promise<CoursePacing> {
      const course = await courseOf(slug);
      const listed = new Set(course.courseVideos);
      const stray = input.lessons.find((l) => !listed.has(l.entry));
      if (stray) throw new ApiError(422, `${stray.entry} is not a lesson of this course`);
      const change = { pacing: input.pacing, lessonOpens: openingsFor(input.pacing, input.lessons) };
      const written = { ...course, ...change };
      await db.transaction(async (tx) => {
        await tx
          .update(courses)
          .set({ ...change, updatedAt: audit.at })
          .where(eq(courses.id, course.id));
        const fields = (c: Course) => ({ pacing: c.pacing, lesson_opens: c.lessonOpens });
        await record(tx, { ...audit, target: itemTarget('course', course), before: fields(course), after: fields(written) });
      });
      return pacingOf(written, urls);
    },
  };
}
export type CoursePacingAdmin = ReturnType<typeof createCoursePacing>;
