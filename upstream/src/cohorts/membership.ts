import { and, asc, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { cohortMembers, cohorts } from './tables.ts';

type Cohort = typeof cohorts.$inferSelect;

/**
 * A course's cohorts, soonest first, held until the transaction ends: every seat is counted with
 * them held, so two payments for the last seat, or a payment beside an admin's change, place once.
 */
async function heldCohorts(tx: Executor, courseId: string): Promise<Cohort[]> {
  return tx.select().from(cohorts).where(eq(cohorts.courseId, courseId)).orderBy(asc(cohorts.startsAt), asc(cohorts.id)).for('update');
}

/** Seats left in each cohort that has not started, soonest first (a started cohort takes nobody). */
async function openSeats(tx: Executor, held: Cohort[], now: Date): Promise<{ cohort: Cohort; left: number }[]> {
  const open = held.filter((c) => c.startsAt > now);
  if (!open.length) return [];
  const taken = await tx
    .select({ cohortId: cohortMembers.cohortId, n: count() })
    .from(cohortMembers)
    .where(
      inArray(
        cohortMembers.cohortId,
        open.map((c) => c.id),
      ),
    )
    .groupBy(cohortMembers.cohortId);
  const byCohort = new Map(taken.map((t) => [t.cohortId, t.n]));
  return open.map((cohort) => ({ cohort, left: cohort.seats - (byCohort.get(cohort.id) ?? 0) })).filter((o) => o.left > 0);
}

/**
 * Those waiting for a seat in the course take the open seats, first paid first placed, soonest
 * cohort first: after a cohort is added, moved, given seats or removed, and after a refund frees one.
 */
export async function placeWaiting(tx: Executor, courseId: string, now: Date): Promise<void> {
  const open = await openSeats(tx, await heldCohorts(tx, courseId), now);
  for (const { cohort, left } of open) {
    const waiting = await tx
      .select({ userId: cohortMembers.userId })
      .from(cohortMembers)
      .where(and(eq(cohortMembers.courseId, courseId), isNull(cohortMembers.cohortId)))
      .orderBy(asc(cohortMembers.joinedAt), asc(cohortMembers.userId))
      .limit(left);
    if (!waiting.length) return;
    await tx
      .update(cohortMembers)
      .set({ cohortId: cohort.id })
      .where(
        and(
          eq(cohortMembers.courseId, courseId),
          inArray(
            cohortMembers.userId,
            waiting.map((w) => w.userId),
          ),
        ),
      );
  }
}

/**
 * Buying a course sold by cohort joins its next cohort with a seat left, inside the payment's
 * transaction; when every seat went meanwhile the buyer waits, first in line for the next one.
 * A course without cohorts is bought as always.
 */
export async function joinNextCohorts(tx: Executor, userId: string, courseIds: string[], now: Date): Promise<void> {
  for (const courseId of courseIds) {
    const held = await heldCohorts(tx, courseId);
    if (!held.length) continue;
    const [next] = await openSeats(tx, held, now);
    await tx
      .insert(cohortMembers)
      .values({ userId, courseId, cohortId: next?.cohort.id ?? null, joinedAt: now })
      .onConflictDoNothing();
  }
}

/** A refunded course leaves its cohort with its purchase, and the seat goes to whoever waits. */
export async function leaveCohorts(tx: Executor, userId: string, courseIds: string[], now: Date): Promise<void> {
  if (!courseIds.length) return;
  const left = await tx
    .delete(cohortMembers)
    .where(and(eq(cohortMembers.userId, userId), inArray(cohortMembers.courseId, courseIds)))
    .returning({ courseId: cohortMembers.courseId });
  for (const { courseId } of left) await placeWaiting(tx, courseId, now);
}

/** The cohorts that have not started and still have seats, soonest first: what buying joins. */
export const seatsOpen = async (tx: Executor, courseId: string, now: Date) =>
  openSeats(
    tx,
    await tx
      .select()
      .from(cohorts)
      .where(and(eq(cohorts.courseId, courseId), gt(cohorts.startsAt, now)))
      .orderBy(asc(cohorts.startsAt), asc(cohorts.id)),
    now,
  );
