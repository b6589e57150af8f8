import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobRuns } from '../db/schema.ts';

export type JobSummary = Record<string, number>;

/**
 * Periodic jobs that must run once across every upstream sharing the database: a runner takes the
 * job's lease row with one conditional upsert (Postgres serialises it on the row), so a second
 * runner finds the lease held and skips. A crashed runner's lease lapses after `leaseMs`.
 */
export function createJobLeases(db: Db) {
  return {
    async exclusive(name: string, leaseMs: number, work: () => Promise<JobSummary>): Promise<JobSummary | null> {
      const owner = randomUUID();
      const until = sql`now() + ${`${leaseMs} milliseconds`}::interval`;
      const [taken] = await db
        .insert(jobRuns)
        .values({ name, leaseOwner: owner, leaseUntil: until, lastStartedAt: sql`now()` })
        .onConflictDoUpdate({
          target: jobRuns.name,
          set: { leaseOwner: owner, leaseUntil: until, lastStartedAt: sql`now()` },
          setWhere: or(isNull(jobRuns.leaseUntil), lt(jobRuns.leaseUntil, sql`now()`)),
        })
        .returning({ name: jobRuns.name });
      if (!taken) return null;
      const mine = and(eq(jobRuns.name, name), eq(jobRuns.leaseOwner, owner));
      try {
        const summary = await work();
        await db
          .update(jobRuns)
          .set({ leaseUntil: null, lastFinishedAt: sql`now()`, lastSummary: summary, lastError: null })
          .where(mine);
        return summary;
      } catch (err) {
        await db
          .update(jobRuns)
          .set({ leaseUntil: null, lastFinishedAt: sql`now()`, lastError: err instanceof Error ? err.message : String(err) })
          .where(mine);
        throw err;
      }
    },

    async last(name: string) {
      const [row] = await db.select().from(jobRuns).where(eq(jobRuns.name, name));
      return row ?? null;
    },
  };
}
export type JobLeases = ReturnType<typeof createJobLeases>;
