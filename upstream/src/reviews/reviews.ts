import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import type { AdminReview, AdminReviewQuery, OwnReview, PublicReview, ReviewRequest } from '@academy/shared/reviews';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { Db } from '../db/client.ts';
import type { AuditContext } from '../audit/context.ts';
import { record } from '../audit/record.ts';
import { users } from '../accounts/tables.ts';
import { courses, robots } from '../catalogue/tables.ts';
import { purchases } from '../purchases/tables.ts';
import { reviews } from './tables.ts';
import type { Entitlements } from '../purchases/entitlements.ts';
import { shownReview, stillOwned } from '../catalogue/public-rating.ts';
import { pageOf } from '../db/paged.ts';
import { publicName } from '../accounts/public-name.ts';

type ItemType = 'course' | 'robot';

const NOUN: Record<ItemType, string> = { course: 'Course', robot: 'Robot' };

/**
 * Buyers' ratings of courses and robots: one per buyer and item, edited in place; the public reads
 * the public ones (public-rating.ts says which), the admin hides and shows them.
 */
export function createReviews(deps: { db: Db; catalogue: Catalogue; entitlements: Entitlements }) {
  const { db, catalogue, entitlements } = deps;

  async function itemId(itemType: ItemType, slug: string): Promise<string> {
    const item = await (itemType === 'course' ? catalogue.findCourse(slug) : catalogue.findRobot(slug));
    if (!item) throw new ApiError(404, `${NOUN[itemType]} not found`);
    return item.id;
  }

  async function setHidden(audit: AuditContext, id: string, hidden: boolean): Promise<string> {
    await db.transaction(async (tx) => {
      // Named in the log by its reviewer and item, as the admin's list shows it.
      const [before] = await tx
        .select({ hiddenAt: reviews.hiddenAt, email: users.email, title: sql<string>`coalesce(${courses.title}, ${robots.title})` })
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .leftJoin(courses, and(eq(reviews.itemType, 'course'), eq(courses.id, reviews.itemId)))
        .leftJoin(robots, and(eq(reviews.itemType, 'robot'), eq(robots.id, reviews.itemId)))
        .where(eq(reviews.id, id))
        .for('update', { of: reviews });
      if (!before) throw new ApiError(404, 'Review not found');
      await tx
        .update(reviews)
        .set({ hiddenAt: hidden ? sql`coalesce(${reviews.hiddenAt}, now())` : null })
        .where(eq(reviews.id, id));
      const target = { type: 'review', id, label: `${before.email} on ${before.title}` } as const;
      await record(tx, { ...audit, target, before: { hidden: before.hiddenAt !== null }, after: { hidden } });
    });
    return hidden ? 'Review hidden' : 'Review shown';
  }

  return {
    /**
     * Creates the buyer's review of the item or replaces its rating and text; only a buyer may. An
     * edit leaves an admin's hiding in place. Says whether the item's public rating moved.
     */
    async write(userId: string, itemType: ItemType, slug: string, input: ReviewRequest): Promise<{ done: 'created' | 'updated'; ratingMoved: boolean }> {
      const id = await itemId(itemType, slug);
      if (!(await entitlements.owns(userId, itemType, id))) throw new ApiError(403, `Only buyers of this ${itemType} can review it`);
      const before = await catalogue.ratingOf(itemType, id);
      const [row] = await db
        .insert(reviews)
        .values({ userId, itemType, itemId: id, rating: input.rating, text: input.text })
        .onConflictDoUpdate({
          target: [reviews.userId, reviews.itemType, reviews.itemId],
          set: { rating: input.rating, text: input.text, updatedAt: sql`now()` },
        })
        .returning({ created: sql<boolean>`${reviews.createdAt} = ${reviews.updatedAt}` });
      // Listings show the average and the count: only when either moved do they change.
      const after = await catalogue.ratingOf(itemType, id);
      return { done: row!.created ? 'created' : 'updated', ratingMoved: before.average !== after.average || before.count !== after.count };
    },

    /** The customer's own review of the item, whatever the public sees of it. */
    async own(userId: string, itemType: ItemType, slug: string): Promise<OwnReview> {
      const id = await itemId(itemType, slug);
      const [row] = await db
        .select({ rating: reviews.rating, text: reviews.text, hiddenAt: reviews.hiddenAt })
        .from(reviews)
        .where(and(eq(reviews.userId, userId), eq(reviews.itemType, itemType), eq(reviews.itemId, id)));
      return row ? { rating: row.rating, text: row.text, hidden: Boolean(row.hiddenAt) } : null;
    },

    /** A page of the item's public reviews, newest first. */
    async publicList(itemType: ItemType, slug: string, page: { page: number; length: number }): Promise<{ data: PublicReview[]; totalRecords: number }> {
      const id = await itemId(itemType, slug);
      const where = and(eq(reviews.itemType, itemType), eq(reviews.itemId, id), shownReview);
      const { rows, totalRecords } = await pageOf(
        db
          .select({ review: reviews, firstName: users.firstName, lastName: users.lastName })
          .from(reviews)
          .innerJoin(purchases, stillOwned)
          .innerJoin(users, eq(users.id, reviews.userId))
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .$dynamic(),
        db.select({ n: count() }).from(reviews).innerJoin(purchases, stillOwned).where(where),
        page,
      );
      return {
        totalRecords,
        data: rows.map(({ review, firstName, lastName }) => ({
          id: review.id,
          reviewer: publicName(firstName, lastName, 'A buyer'),
          rating: review.rating,
          text: review.text,
          created_at: review.createdAt.toISOString(),
          updated_at: review.updatedAt.toISOString(),
        })),
      };
    },

    /** Every review, newest first, or one item's; with whether the reviewer still owns the item. */
    async adminList(query: AdminReviewQuery): Promise<{ data: AdminReview[]; totalRecords: number }> {
      const filters: SQL[] = [];
      if (query.type) filters.push(eq(reviews.itemType, query.type));
      // Ids are uuids, never shared between the two tables.
      if (query.slug) {
        filters.push(
          sql`${reviews.itemId} in (select ${courses.id} from ${courses} where ${courses.slug} = ${query.slug} union all select ${robots.id} from ${robots} where ${robots.slug} = ${query.slug})`,
        );
      }
      const where = and(...filters);
      const { rows, totalRecords } = await pageOf(
        db
          .select({
            review: reviews,
            slug: sql<string>`coalesce(${courses.slug}, ${robots.slug})`,
            title: sql<string>`coalesce(${courses.title}, ${robots.title})`,
            user: { firstName: users.firstName, lastName: users.lastName, email: users.email },
            buyer: sql<boolean>`${purchases.id} is not null`,
          })
          .from(reviews)
          .innerJoin(users, eq(users.id, reviews.userId))
          .leftJoin(courses, and(eq(reviews.itemType, 'course'), eq(courses.id, reviews.itemId)))
          .leftJoin(robots, and(eq(reviews.itemType, 'robot'), eq(robots.id, reviews.itemId)))
          .leftJoin(purchases, stillOwned)
          .where(where)
          .orderBy(desc(reviews.createdAt), desc(reviews.id))
          .$dynamic(),
        db.select({ n: count() }).from(reviews).where(where),
        query,
      );
      return {
        totalRecords,
        data: rows.map((r) => ({
          id: r.review.id,
          item: { type: r.review.itemType, slug: r.slug, title: r.title },
          user: { name: `${r.user.firstName} ${r.user.lastName}`.trim(), email: r.user.email },
          rating: r.review.rating,
          text: r.review.text,
          hidden: Boolean(r.review.hiddenAt),
          buyer: r.buyer,
          updated_at: r.review.updatedAt.toISOString(),
        })),
      };
    },

    hide: (audit: AuditContext, id: string) => setHidden(audit, id, true),
    show: (audit: AuditContext, id: string) => setHidden(audit, id, false),
  };
}
export type Reviews = ReturnType<typeof createReviews>;
