import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { courses } from './tables.ts';

/**
 * A live session's recording joins the course's Live Sessions list as its last chapter (a link the
 * list holds once), inside the caller's transaction; the course's revision moves on, as any save's
 * does, so an update form read before it is refused rather than dropping the chapter.
 */
export async function addLiveRecordingChapter(tx: Executor, courseId: string, link: string): Promise<void> {
  const [course] = await tx.select({ list: courses.liveSessionVideos, revision: courses.revision }).from(courses).where(eq(courses.id, courseId)).for('update');
  if (!course || course.list.includes(link)) return;
  await tx
    .update(courses)
    .set({ liveSessionVideos: [...course.list, link], revision: course.revision + 1, updatedAt: new Date() })
    .where(eq(courses.id, courseId));
}
