import { desc, eq } from 'drizzle-orm';
import { courses } from '../catalogue/tables.ts';
import type { Db } from '../db/client.ts';
import type { PersonalDataPart } from '../db/personal-data.ts';
import { liveAttendance, liveSessions } from './tables.ts';

/** The live sessions a learner joined, and when; closing deletes their attendance (the seats stay counted by nobody). */
export function liveSessionPersonalData(db: Db): PersonalDataPart {
  return {
    exported: {
      'live-sessions.json': async (userId) =>
        (
          await db
            .select({ session: liveSessions.title, starts_at: liveSessions.startsAt, course: courses.title, joined_at: liveAttendance.joinedAt })
            .from(liveAttendance)
            .innerJoin(liveSessions, eq(liveSessions.id, liveAttendance.sessionId))
            .innerJoin(courses, eq(courses.id, liveSessions.courseId))
            .where(eq(liveAttendance.userId, userId))
            .orderBy(desc(liveAttendance.joinedAt))
        ).map((r) => ({ ...r, starts_at: r.starts_at.toISOString(), joined_at: r.joined_at.toISOString() })),
    },
    async close(tx, { id }) {
      await tx.delete(liveAttendance).where(eq(liveAttendance.userId, id));
    },
  };
}
