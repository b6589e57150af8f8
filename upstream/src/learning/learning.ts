import { and, eq, sql } from 'drizzle-orm';
import type { ContinueAt, CourseProgress, ProgressEntry } from '@academy/shared/catalogue';
import { reachedCompletion, VIDEO_LISTS, type VideoListName } from '@academy/shared/chapter-lists';
import type { Clock } from '@academy/shared/server/clock';
import type { Db } from '../db/client.ts';
import { type Lists } from '../catalogue/tables.ts';
import { lessonProgress } from './tables.ts';

/** A chapter's saved progress as the progress figures read it (`at`: when it was saved, as the database wrote it). */
export type SavedProgress = Pick<ProgressEntry, 'list' | 'seconds' | 'completed'> & { entry: string; at: string };

/** A chapter's key in a course: its list and its entry (file or link), whatever its place in the list. */
export const chapterKey = (list: VideoListName, entry: string) => `${list}\n${entry}`;

/** Each place of each list with its saved progress: a chapter listed twice has the same progress in both places. */
function placed<Row extends Pick<SavedProgress, 'list' | 'entry'>>(lists: Lists, rows: Row[]) {
  const saved = new Map(rows.map((r) => [chapterKey(r.list, r.entry), r]));
  return VIDEO_LISTS.flatMap((list) => lists[list].map((entry, position) => ({ list, position, row: saved.get(chapterKey(list, entry)) })));
}

/**
 * A learner's progress in one course from their saved rows: completed chapters over all chapters of
 * the three lists, and the first unfinished chapter (course, live sessions, quizzes) at its saved
 * second, or the first chapter when all are done. Rows of chapters an admin removed count for nothing.
 */
export function courseProgress(lists: Lists, rows: Omit<SavedProgress, 'at'>[]): { progress: CourseProgress; continue: ContinueAt } {
  const chapters = placed(lists, rows);
  const completed = chapters.filter((c) => c.row?.completed).length;
  const total = chapters.length;
  const next = chapters.find((c) => !c.row?.completed);
  const first = chapters[0];
  return {
    progress: { completed, total, percent: total === 0 ? 0 : Math.floor((completed * 100) / total) },
    continue: next ? { list: next.list, position: next.position, seconds: next.row?.seconds ?? 0 } : { list: first?.list ?? 'course', position: 0, seconds: 0 },
  };
}

/** The fastest the player plays (its speed menu's top rate): playback credited between two reports is at most twice the time between them. */
const FASTEST_RATE = 2;
/** The share of a chapter's length that counts as watched, as for its tick (shared/src/catalogue.ts reachedCompletion). */
const WATCHED_SHARE = 0.9;

type Report = { list: VideoListName; entry: string; seconds: number; duration?: number; completed: boolean };

/**
 * Playback a report adds: how far it moved on from the last report, but no further than the time
 * since that report allows, so a forged report of the end (or a seek to it) adds nothing. The first
 * report of a chapter (the player's, as playing starts) only sets where and when counting begins.
 */
export function creditedSeconds(last: { seconds: number; reportedAt: Date | null } | undefined, seconds: number, now: number): number {
  if (!last?.reportedAt) return 0;
  const moved = Math.max(0, seconds - last.seconds);
  const allowed = (Math.max(0, now - last.reportedAt.getTime()) / 1000) * FASTEST_RATE;
  return Math.round(Math.min(moved, allowed));
}

/**
 * Watched: the playback credited reaches 90 % of the chapter's length as the server read it from the
 * file, else as the player reports it (a link's), else of where an ended chapter ended.
 */
export function isWatched(watchedSeconds: number, report: Pick<Report, 'seconds' | 'duration' | 'completed'>, knownDuration: number | undefined): boolean {
  const length = knownDuration ?? report.duration ?? (report.completed ? report.seconds : undefined);
  return length !== undefined && length > 0 && watchedSeconds >= WATCHED_SHARE * length;
}

/** Where a buyer is in a course (what they may reach is purchases/entitlements.ts). */
export function createLearning(db: Db, clock: Clock) {
  const key = [lessonProgress.userId, lessonProgress.courseId, lessonProgress.list, lessonProgress.entry];
  return {
    /**
     * The player's report on a chapter (its list and entry, and its length as stored when known): the
     * server decides whether it completes the chapter and whether it was watched. Answers whether the
     * chapter is watched now.
     */
    async saveProgress(userId: string, courseId: string, report: Report, knownDuration: number | undefined): Promise<{ watched: boolean }> {
      const completed = reachedCompletion(report);
      return db.transaction(async (tx) => {
        const chapter = and(
          eq(lessonProgress.userId, userId),
          eq(lessonProgress.courseId, courseId),
          eq(lessonProgress.list, report.list),
          eq(lessonProgress.entry, report.entry),
        );
        const [last] = await tx.select().from(lessonProgress).where(chapter).for('update');
        const now = clock.now();
        const watchedSeconds = (last?.watchedSeconds ?? 0) + creditedSeconds(last, report.seconds, now);
        const watched = (last?.watched ?? false) || isWatched(watchedSeconds, report, knownDuration);
        const reportedAt = new Date(now);
        await tx
          .insert(lessonProgress)
          .values({ userId, courseId, list: report.list, entry: report.entry, seconds: report.seconds, completed, watched, watchedSeconds, reportedAt })
          .onConflictDoUpdate({
            target: key,
            // Completion sticks: watching a finished chapter again does not undo it (only the learner's undo does).
            set: {
              seconds: report.seconds,
              completed: sql`${lessonProgress.completed} or ${completed}`,
              watched,
              watchedSeconds,
              reportedAt,
              updatedAt: new Date(),
            },
          });
        return { watched };
      });
    },

    /** Mark complete by hand, or undo it; the saved second stays. */
    async setCompleted(userId: string, courseId: string, chapter: { list: VideoListName; entry: string }, completed: boolean) {
      await db
        .insert(lessonProgress)
        .values({ userId, courseId, ...chapter, completed })
        .onConflictDoUpdate({ target: key, set: { completed, updatedAt: new Date() } });
    },

    /** Each chapter's saved progress at its place in the lists today, the latest first. */
    async progress(userId: string, course: { id: string; lists: Lists }): Promise<ProgressEntry[]> {
      const rows = await db
        .select()
        .from(lessonProgress)
        .where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, course.id)));
      return placed(course.lists, rows)
        .flatMap(({ list, position, row }) =>
          row ? [{ row, entry: { list, position, seconds: row.seconds, completed: row.completed, watched: row.watched } }] : [],
        )
        .sort((a, b) => b.row.updatedAt.getTime() - a.row.updatedAt.getTime())
        .map(({ row, entry }) => ({ ...entry, updated_at: row.updatedAt.toISOString() }));
    },
  };
}
export type Learning = ReturnType<typeof createLearning>;
