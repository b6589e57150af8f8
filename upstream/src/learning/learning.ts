import { and, eq, sql } from 'drizzle-orm';
import type { ProgressEntry, VideoListName } from '@academy/shared/catalogue';
import type { Db } from '../db/client.ts';
import { courses, lessonProgress, purchases } from '../db/schema.ts';

/** What a buyer may reach (their robots' zips, their courses' media) and where they are in a course. */
export function createLearning(db: Db) {
  return {
    /** True when the user bought a course whose lists name this uploaded file. */
    async mayPlay(userId: string, file: string): Promise<boolean> {
      const [row] = await db
        .select({ id: purchases.id })
        .from(purchases)
        .innerJoin(courses, and(eq(purchases.itemType, 'course'), eq(courses.id, purchases.itemId)))
        .where(
          and(
            eq(purchases.userId, userId),
            sql`(jsonb_exists(${courses.courseVideos}, ${file}) or jsonb_exists(${courses.liveSessionVideos}, ${file}) or jsonb_exists(${courses.quizVideos}, ${file}))`,
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    /** Counts the download against the purchase; false when the user does not own the robot. */
    async recordDownload(userId: string, robotId: string): Promise<boolean> {
      const rows = await db
        .update(purchases)
        .set({ downloads: sql`${purchases.downloads} + 1` })
        .where(and(eq(purchases.userId, userId), eq(purchases.itemType, 'robot'), eq(purchases.itemId, robotId)))
        .returning({ id: purchases.id });
      return rows.length > 0;
    },

    async owns(userId: string, courseId: string): Promise<boolean> {
      const [row] = await db.select({ id: purchases.id }).from(purchases).where(and(eq(purchases.userId, userId), eq(purchases.itemType, 'course'), eq(purchases.itemId, courseId)));
      return Boolean(row);
    },

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
      const rows = await db.select().from(lessonProgress).where(and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, courseId)));
      return rows
        .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
        .map((r) => ({ list: r.list, position: r.position, seconds: r.seconds, completed: r.completed, updated_at: r.updatedAt.toISOString() }));
    },
  };
}
export type Learning = ReturnType<typeof createLearning>;
