import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/client.ts';
import { courses } from '../catalogue/tables.ts';
import { type OrderItem } from '../payments/tables.ts';
import { purchases } from './tables.ts';
import { issueLicences, revokeLicences } from '../licences/purchase-licences.ts';
import { extendRental, shortenRental } from '../licences/licence-terms.ts';
import { joinNextCohorts, leaveCohorts } from '../cohorts/membership.ts';

/**
 * When a buyer's course began for them: its purchase, or their cohort's start when that is later
 * (pacing's "days after purchase" counts from it: docs/decisions/097-cohorts.md). Written out whole:
 * drizzle names a lone table's columns unqualified, which the subquery would read as its own.
 */
const pacedFrom =
  sql<Date>`greatest("purchases"."created_at", (select c.starts_at from cohort_members m join cohorts c on c.id = m.cohort_id where m.user_id = "purchases"."user_id" and m.course_id = "purchases"."item_id"))`.mapWith(
    purchases.createdAt,
  );

type ItemType = 'course' | 'robot';
const courseIdsOf = (rows: { itemType: string; itemId: string }[]) => rows.filter((r) => r.itemType === 'course').map((r) => r.itemId);

/** What a customer has bought, and so may reach: the purchases table's only reader for ownership. */
export function createEntitlements(db: Db) {
  /**
   * Which of these items the customer has bought: the one ownership query (cards, detail pages, cart,
   * checkout, learning); `executor` reads inside a transaction (a refund's, before it commits).
   */
  async function ownedAmong(userId: string | undefined, itemType: ItemType, itemIds: string[], executor: Executor = db): Promise<Set<string>> {
    if (!userId || itemIds.length === 0) return new Set();
    const rows = await executor
      .select({ id: purchases.itemId })
      .from(purchases)
      .where(and(eq(purchases.userId, userId), eq(purchases.itemType, itemType), inArray(purchases.itemId, itemIds)));
    return new Set(rows.map((r) => r.id));
  }

  return {
    ownedAmong,
    /** Everyone who owns the course (a live session's reminders go to them): user ids. */
    async buyersOf(courseId: string, executor: Executor = db): Promise<string[]> {
      const rows = await executor
        .select({ userId: purchases.userId })
        .from(purchases)
        .where(and(eq(purchases.itemType, 'course'), eq(purchases.itemId, courseId)));
      return rows.map((r) => r.userId);
    },
    owns: async (userId: string | undefined, itemType: ItemType, itemId: string) => (await ownedAmong(userId, itemType, [itemId])).has(itemId),

    /**
     * The user's bought courses whose lists (or chapters' captions and resources) name this uploaded
     * file, each with when it began for them (its lessons' pacing counts from then).
     */
    async coursesListing(userId: string, file: string) {
      // What pacing reads, no more: every range request of a video asks (its lists, not the whole row).
      return db
        .select({
          course: { id: courses.id, pacing: courses.pacing, lessonOpens: courses.lessonOpens, courseVideos: courses.courseVideos },
          purchasedAt: pacedFrom,
        })
        .from(purchases)
        .innerJoin(courses, and(eq(purchases.itemType, 'course'), eq(courses.id, purchases.itemId)))
        .where(
          and(
            eq(purchases.userId, userId),
            sql`(jsonb_exists(${courses.courseVideos}, ${file}) or jsonb_exists(${courses.liveSessionVideos}, ${file}) or jsonb_exists(${courses.quizVideos}, ${file}) or jsonb_exists(${courses.chapterFiles}, ${file}))`,
          ),
        );
    },

    /** When the course began for the user (bought, or their cohort's start when later); null when they have not bought it. */
    async purchasedAt(userId: string, courseId: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: pacedFrom })
        .from(purchases)
        .where(and(eq(purchases.userId, userId), eq(purchases.itemType, 'course'), eq(purchases.itemId, courseId)));
      return row?.at ?? null;
    },

    /**
     * A paid order's items become the buyer's, inside the payment's transaction, each robot its
     * licence and each course sold by cohort a seat in its next one; a repeat grants nothing twice.
     */
    async grant(executor: Executor, order: { id: string; userId: string; items: OrderItem[] }, now: Date): Promise<void> {
      // A rental is a licence for its months, not a purchase; one for a robot owned meanwhile is a duplicate, given back.
      for (const i of order.items) {
        if (i.rentMonths && !i.duplicate) await extendRental(executor, { userId: order.userId, robotId: i.id, months: i.rentMonths }, now);
      }
      const bought = order.items.filter((i) => !i.rentMonths);
      if (!bought.length) return;
      const granted = await executor
        .insert(purchases)
        .values(bought.map((i) => ({ userId: order.userId, itemType: i.type, itemId: i.id, orderId: order.id, createdAt: now })))
        .onConflictDoNothing()
        .returning({ id: purchases.id, userId: purchases.userId, itemId: purchases.itemId, itemType: purchases.itemType });
      await issueLicences(
        executor,
        granted.filter((p) => p.itemType === 'robot'),
      );
      await joinNextCohorts(executor, order.userId, courseIdsOf(granted), now);
    },

    /**
     * A refund takes back what this order granted, inside the refund's transaction: each robot's
     * licence is revoked first (it outlives the purchase, so the robot hears `revoked` and its
     * download links stop), then the purchases go, and with them every access they gave and their
     * cohort seats (to whoever waits for one). The customer may buy the items again. Purchases
     * another order granted are left alone.
     */
    async revoke(
      executor: Executor,
      order: { id: string; userId: string },
      given: Pick<OrderItem, 'type' | 'id' | 'rentMonths' | 'duplicate'>[],
      now: Date,
    ): Promise<void> {
      for (const i of given) {
        if (i.rentMonths && !i.duplicate) await shortenRental(executor, { userId: order.userId, robotId: i.id, months: i.rentMonths });
      }
      const items = given.filter((i) => !i.rentMonths);
      if (!items.length) return;
      const granted = await executor
        .select({ id: purchases.id, itemType: purchases.itemType, itemId: purchases.itemId })
        .from(purchases)
        .where(
          and(
            eq(purchases.orderId, order.id),
            eq(purchases.userId, order.userId),
            or(...items.map((i) => and(eq(purchases.itemType, i.type), eq(purchases.itemId, i.id)))),
          ),
        );
      const ids = granted.map((p) => p.id);
      if (!ids.length) return;
      await revokeLicences(executor, ids);
      await executor.delete(purchases).where(inArray(purchases.id, ids));
      await leaveCohorts(executor, order.userId, courseIdsOf(granted), now);
    },
  };
}
export type Entitlements = ReturnType<typeof createEntitlements>;
