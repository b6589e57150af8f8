import { and, desc, eq, isNotNull, isNull, ne, or, sql } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import { addMonths } from '@academy/shared/calendar';
import type { MyRobotLicence } from '@academy/shared/robot-terms';
import type { Executor } from '../db/client.ts';
import { robots } from '../catalogue/tables.ts';
import { licences } from './tables.ts';
import { newLicenceKey } from './licence-keys.ts';

type Terms = Pick<typeof licences.$inferSelect, 'term' | 'expiresAt' | 'demoOnly' | 'trialDays'>;

/** A licence the customer holds: bought (a refunded purchase's has no purchase any more), rented or tried. */
export const heldLicence = or(isNotNull(licences.purchaseId), ne(licences.term, 'owned'));

/** Past its end: a rental not renewed, a time trial run out. */
export const expiredAt = (l: Pick<Terms, 'expiresAt'>, now: Date) => Boolean(l.expiresAt && now >= l.expiresAt);

export const termOut = (l: Terms, now: Date): MyRobotLicence => ({
  term: l.term,
  expires_at: l.expiresAt?.toISOString() ?? null,
  expired: expiredAt(l, now),
  demo_only: l.demoOnly,
  trial_days: l.term === 'trial' && !l.expiresAt ? l.trialDays : null,
});

/** The customer's working licence for a robot (owned, rented or tried; not revoked), as their robot page shows it. */
export async function licenceTermOf(executor: Executor, userId: string | undefined, robotId: string, now: Date): Promise<MyRobotLicence | null> {
  if (!userId) return null;
  const [found] = await executor
    .select()
    .from(licences)
    .where(and(eq(licences.userId, userId), eq(licences.robotId, robotId), isNull(licences.revokedAt), heldLicence))
    .limit(1);
  return found ? termOut(found, now) : null;
}

/** The customer's rented and tried robots, newest first, each with its term. */
export async function heldRobotTerms(executor: Executor, userId: string, now: Date) {
  const rows = await executor
    .select({ licence: licences, robot: { slug: robots.slug, title: robots.title, image: robots.image, imageWidths: robots.imageWidths } })
    .from(licences)
    .innerJoin(robots, eq(robots.id, licences.robotId))
    .where(and(eq(licences.userId, userId), ne(licences.term, 'owned'), isNull(licences.revokedAt)))
    .orderBy(desc(licences.createdAt));
  return rows.map((r) => ({ robot: r.robot, licence: termOut(r.licence, now) }));
}

/** The customer's rental or trial of this robot (one each: licences_term_idx), locked for the change. */
async function heldTerm(tx: Executor, userId: string, robotId: string) {
  const [held] = await tx
    .select()
    .from(licences)
    .where(and(eq(licences.userId, userId), eq(licences.robotId, robotId), ne(licences.term, 'owned')))
    .for('update');
  return held;
}

/**
 * A paid rental, in the payment's transaction: months on from the current end (renewed early or late,
 * nothing is lost), or from now when it had ended. A trial becomes the rental with the same key, so
 * the trader changes nothing.
 */
export async function extendRental(tx: Executor, rental: { userId: string; robotId: string; months: number }, now: Date): Promise<Date> {
  const held = await heldTerm(tx, rental.userId, rental.robotId);
  const from = held?.term === 'rent' && held.expiresAt && held.expiresAt > now ? held.expiresAt : now;
  const expiresAt = addMonths(from, rental.months);
  const set = { term: 'rent' as const, expiresAt, demoOnly: false, trialDays: null };
  if (held) await tx.update(licences).set(set).where(eq(licences.id, held.id));
  else await tx.insert(licences).values({ key: newLicenceKey(), userId: rental.userId, robotId: rental.robotId, ...set });
  return expiresAt;
}

/** A rental's payment refunded: its months are taken off the end (so the robot hears `expired` when they were the last). */
export async function shortenRental(tx: Executor, rental: { userId: string; robotId: string; months: number }): Promise<void> {
  await tx
    .update(licences)
    .set({ expiresAt: sql`${licences.expiresAt} - make_interval(months => ${rental.months})` })
    .where(and(eq(licences.userId, rental.userId), eq(licences.robotId, rental.robotId), eq(licences.term, 'rent')));
}

/**
 * A newcomer's free trial of a robot: once per customer and robot, never beside a licence they hold
 * already. A demo trial runs on demo accounts with no end; a time trial's days start at its first activation.
 */
export async function startTrial(
  tx: Executor,
  userId: string,
  robot: { id: string; trial: 'none' | 'demo' | 'time'; trialDays: number },
): Promise<typeof licences.$inferSelect> {
  if (robot.trial === 'none') throw new ApiError(409, 'This robot has no free trial');
  const [any] = await tx
    .select({ id: licences.id })
    .from(licences)
    .where(and(eq(licences.userId, userId), eq(licences.robotId, robot.id)))
    .limit(1);
  if (any) throw new ApiError(409, 'You have already had a licence for this robot: the free trial is for newcomers');
  const [started] = await tx
    .insert(licences)
    .values({
      key: newLicenceKey(),
      userId,
      robotId: robot.id,
      term: 'trial',
      demoOnly: robot.trial === 'demo',
      trialDays: robot.trial === 'time' ? robot.trialDays : null,
    })
    .onConflictDoNothing()
    .returning();
  if (!started) throw new ApiError(409, 'You have already had a licence for this robot: the free trial is for newcomers');
  return started;
}

/** A time trial's clock starts with its first activation, in the check's transaction. */
export async function startTrialClock(tx: Executor, licenceId: string, now: Date): Promise<Date | null> {
  const [started] = await tx
    .update(licences)
    .set({ expiresAt: sql`${now.toISOString()}::timestamptz + make_interval(days => ${licences.trialDays})` })
    .where(and(eq(licences.id, licenceId), eq(licences.term, 'trial'), isNull(licences.expiresAt), sql`${licences.trialDays} is not null`))
    .returning({ expiresAt: licences.expiresAt });
  return started?.expiresAt ?? null;
}
