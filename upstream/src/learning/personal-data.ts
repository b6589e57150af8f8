import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { PersonalDataPart } from '../db/personal-data.ts';
import { courses } from '../catalogue/tables.ts';
import { lessonProgress, lessonUnlocks } from './tables.ts';

/**
 * Where the learner is in each chapter, and the lessons an admin opened early for them. Closing
 * deletes both: progress kept under an anonymous account would serve only the admin's learning
 * figures, which then count the learner no more.
 */
export function learningPersonalData(db: Db): PersonalDataPart {
  return {
    exported: {
      'course-progress.json': async (userId) =>
        (
          await db
            .select({ p: lessonProgress, course: { slug: courses.slug, title: courses.title } })
            .from(lessonProgress)
            .innerJoin(courses, eq(courses.id, lessonProgress.courseId))
            .where(eq(lessonProgress.userId, userId))
            .orderBy(asc(courses.title), asc(lessonProgress.list), asc(lessonProgress.entry))
        ).map(({ p, course }) => ({
          course,
          list: p.list,
          chapter: p.entry,
          seconds: p.seconds,
          completed: p.completed,
          updated_at: p.updatedAt.toISOString(),
        })),
      'lessons-opened-early.json': async (userId) =>
        (
          await db
            .select({ u: lessonUnlocks, course: { slug: courses.slug, title: courses.title } })
            .from(lessonUnlocks)
            .innerJoin(courses, eq(courses.id, lessonUnlocks.courseId))
            .where(eq(lessonUnlocks.userId, userId))
            .orderBy(asc(courses.title), asc(lessonUnlocks.entry))
        ).map(({ u, course }) => ({ course, lesson: u.entry, opened_at: u.createdAt.toISOString() })),
    },
    async close(tx, { id }) {
      await tx.delete(lessonProgress).where(eq(lessonProgress.userId, id));
      await tx.delete(lessonUnlocks).where(eq(lessonUnlocks.userId, id));
    },
  };
}
