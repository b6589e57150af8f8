import { desc, eq } from 'drizzle-orm';
import { courses } from '../catalogue/tables.ts';
import type { Db } from '../db/client.ts';
import type { PersonalDataPart } from '../db/personal-data.ts';
import { leaveCohorts } from './membership.ts';
import { cohortMembers, cohorts } from './tables.ts';

/** A buyer's places in courses sold by cohort; closing gives each seat to whoever waits for one. */
export function cohortPersonalData(db: Db): PersonalDataPart {
  return {
    exported: {
      'cohorts.json': async (userId) =>
        (
          await db
            .select({ course: courses.title, cohort: cohorts.name, starts_at: cohorts.startsAt, joined_at: cohortMembers.joinedAt })
            .from(cohortMembers)
            .innerJoin(courses, eq(courses.id, cohortMembers.courseId))
            .leftJoin(cohorts, eq(cohorts.id, cohortMembers.cohortId))
            .where(eq(cohortMembers.userId, userId))
            .orderBy(desc(cohortMembers.joinedAt))
        ).map((r) => ({ ...r, starts_at: r.starts_at?.toISOString() ?? null, joined_at: r.joined_at.toISOString() })),
    },
    async close(tx, { id, at }) {
      const places = await tx.select({ courseId: cohortMembers.courseId }).from(cohortMembers).where(eq(cohortMembers.userId, id));
      await leaveCohorts(
        tx,
        id,
        places.map((p) => p.courseId),
        at,
      );
    },
  };
}
