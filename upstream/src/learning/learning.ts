import { and, eq, sql } from 'drizzle-orm';
import { type ContinueAt, type CourseProgress, type ProgressEntry, reachedCompletion, VIDEO_LISTS, type VideoListName } from '@academy/shared/catalogue';
import type { Db } from '../db/client.ts';
import { lessonProgress, type VideoList } from '../db/schema.ts';

type Lists = Record<VideoListName, VideoList>;
/** A chapter's saved progress as the progress figures read it (`at`: when it was saved, as the database wrote it). */
export type SavedProgress = Pick<ProgressEntry, 'list' | 'position' | 'seconds' | 'completed'> & { at: string };

/**
 * A learner's progress in one course from their saved rows: completed chapters over all chapters of
 * the three lists, and the first unfinished chapter (course, live sessions, quizzes) at its saved
 * second, or the first chapter when all are done. Rows past a list's end are of chapters an admin
 * removed: they count for nothing.
 */
export function courseProgress(lists: Lists, rows: Omit<SavedProgress, 'at'>[]): { progress: CourseProgress; continue: ContinueAt } {
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
  };
}
export type Learning = ReturnType<typeof createLearning>;
