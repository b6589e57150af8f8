import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { purchases } from '../purchases/tables.ts';
import { reviews } from '../reviews/tables.ts';

type ItemType = 'course' | 'robot';

/**
 * A review's purchase row: the reviewer still owns the item. A refund deletes the purchase, so a
 * refunded buyer's review leaves the pages but stays, for the admin to see.
 */
export const stillOwned = and(eq(purchases.userId, reviews.userId), eq(purchases.itemType, reviews.itemType), eq(purchases.itemId, reviews.itemId))!;

/**
 * Shown to the public: not hidden by an admin, and its author not banned. Read at every query, so a
 * ban takes a customer's reviews off the pages at once and lifting it brings them back.
 */
export const shownReview = sql`(${reviews.hiddenAt} is null and not exists (select 1 from ${users} where ${users.id} = ${reviews.userId} and ${users.status} = 'banned'))`;

/** The reviews the public sees: shown, by someone who still owns the item. */
const publicReviewsOf = (itemType: ItemType, itemId: AnyPgColumn): SQL =>
  sql`from ${reviews} join ${purchases} on ${stillOwned} where ${reviews.itemType} = ${itemType} and ${reviews.itemId} = ${itemId} and ${shownReview}`;

/**
 * An item's average (to one decimal, null without reviews) and count, as columns of a query over
 * the item's table: one statement gives a listing page its ratings and orders it by them.
 */
export const ratingColumns = (itemType: ItemType, itemId: AnyPgColumn) => ({
  average: sql<number | null>`(select round(avg(${reviews.rating}), 1) ${publicReviewsOf(itemType, itemId)})`.mapWith(Number),
  count: sql<number>`(select count(*) ${publicReviewsOf(itemType, itemId)})`.mapWith(Number),
});
