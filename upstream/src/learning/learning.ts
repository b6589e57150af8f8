import { and, eq, sql } from 'drizzle-orm';
import type { ProgressEntry, VideoListName } from '@academy/shared/catalogue';
import type { Db } from '../db/client.ts';
import { lessonProgress } from '../db/schema.ts';

/** Where a buyer is in a course (what they may reach is purchases/entitlements.ts). */
export function createLearning(db: Db) {
  return {
    async saveProgress(userId: string, courseId: string, entry: { list: VideoListName; position: number; seconds: number; completed: boolean }) {
      await db
        .insert(lessonProgress)
        .values({ userId, courseId, ...entry })
        .onConflictDoUpdate({
          target: [lessonProgress.userId, lessonProgress.courseId, lessonProgress.list, lessonProgress.position],
          // Completion sticks: watching a finished chapter again does not undo it.
          set: { seconds: entry.seconds, completed: sql`${lessonProgress.completed} or ${entry.completed}`, updatedAt: new Date() },
        });
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
