import { and, eq, inArray, sql } from 'drizzle-orm';
import { type ContinueAt, type CourseProgress, type ProgressEntry, reachedCompletion, VIDEO_LISTS, type VideoListName } from '@academy/shared/catalogue';
import type { OwnedCourse, PurchasedItem } from '@academy/shared/user';
import type { Db } from '../db/client.ts';
import { courses, lessonProgress, type VideoList } from '../db/schema.ts';

type Lists = Record<VideoListName, VideoList>;
type Saved = Pick<ProgressEntry, 'list' | 'position' | 'seconds' | 'completed'>;

/**
 * A learner's progress in one course from their saved rows: completed chapters over all chapters of
 * the three lists, and the first unfinished chapter (course, live sessions, quizzes) at its saved
 * second, or the first chapter when all are done. Rows past a list's end are of chapters an admin
 * removed: they count for nothing.
 */
export function courseProgress(lists: Lists, rows: Saved[]): { progress: CourseProgress; continue: ContinueAt } {
  const saved = new Map(rows.filter((r) => r.position < lists[r.list].length).map((r) => [`${r.list}:${r.position}`, r]));
  const chapters = VIDEO_LISTS.flatMap((list) => lists[list].map((_, position) => ({ list, position, row: saved.get(`${list}:${position}`) })));
  const completed = chapters.filter((c) => c.row?.completed).length;
  const total = chapters.length;
  const next = chapters.find((c) => !c.row?.completed);
  const first = chapters[0];
  return {
    progress: { completed, total, percent: total === 0 ? 0 : Math.floor((completed * 100) / total) },
    continue: next ? { list: next.list, position: next.position, seconds: next.row?.seconds ?? 0 } : { list: first?.list ?? 'course', position: 0, seconds: 0 },
  };
}

/** Where a buyer is in a course (what they may reach is purchases/entitlements.ts). */
export function createLearning(db: Db) {
  const key = [lessonProgress.userId, lessonProgress.courseId, lessonProgress.list, lessonProgress.position];
  return {
    /** The player's report: the server decides whether it completes the chapter. */
    async saveProgress(
      userId: string,
      courseId: string,
      entry: { list: VideoListName; position: number; seconds: number; duration?: number; completed: boolean },
    ) {
      const completed = reachedCompletion(entry);
      await db
        .insert(lessonProgress)
        .values({ userId, courseId, list: entry.list, position: entry.position, seconds: entry.seconds, completed })
        .onConflictDoUpdate({
          target: key,
          // Completion sticks: watching a finished chapter again does not undo it (only the learner's undo does).
          set: { seconds: entry.seconds, completed: sql`${lessonProgress.completed} or ${completed}`, updatedAt: new Date() },
        });
    },

    /** Mark complete by hand, or undo it; the saved second stays. */
    async setCompleted(userId: string, courseId: string, chapter: { list: VideoListName; position: number }, completed: boolean) {
      await db
        .insert(lessonProgress)
        .values({ userId, courseId, ...chapter, completed })
        .onConflictDoUpdate({ target: key, set: { completed, updatedAt: new Date() } });
    },

    async progress(userId: string, courseId: string): Promise<ProgressEntry[]> {
      const rows = await db
        .select()
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, courseId)));
      return rows
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
        .map((r) => ({ list: r.list, position: r.position, seconds: r.seconds, completed: r.completed, updated_at: r.updatedAt.toISOString() }));
    },

    /** Your Courses with each course's progress and Continue (certificates are added by the details route), and the course watched last. */
    async ownedCourses(userId: string, items: PurchasedItem[]): Promise<{ courses: Omit<OwnedCourse, 'certificate'>[]; recent: string | null }> {
      const slugs = items.map((i) => i.slug);
      if (slugs.length === 0) return { courses: [], recent: null };
      const found = await db
        .select({ id: courses.id, slug: courses.slug, course: courses.courseVideos, live_session: courses.liveSessionVideos, quiz: courses.quizVideos })
        .from(courses)
        .where(inArray(courses.slug, slugs));
      const rows = await db
        .select()
        .from(lessonProgress)
        .where(
          and(
            eq(lessonProgress.userId, userId),
            inArray(
              lessonProgress.courseId,
              found.map((c) => c.id),
            ),
          ),
        );
      const bySlug = new Map(
        found.map((c) => [
          c.slug,
          courseProgress(
            c,
            rows.filter((r) => r.courseId === c.id),
          ),
        ]),
      );
      const latest = rows.reduce<(typeof rows)[number] | undefined>((a, r) => (!a || r.updatedAt > a.updatedAt ? r : a), undefined);
      return {
        courses: items.flatMap((i) => {
          const p = bySlug.get(i.slug);
          return p ? [{ ...i, ...p }] : [];
        }),
        recent: found.find((c) => c.id === latest?.courseId)?.slug ?? null,
      };
    },
  };
}
export type Learning = ReturnType<typeof createLearning>;
