import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { purchases, reviews } from '../db/schema.ts';

type ItemType = 'course' | 'robot';

/**
 * A review's purchase row: the reviewer still owns the item. A refund deletes the purchase, so a
 * refunded buyer's review leaves the pages but stays, for the admin to see.
 */
export const stillOwned = and(eq(purchases.userId, reviews.userId), eq(purchases.itemType, reviews.itemType), eq(purchases.itemId, reviews.itemId))!;

/** The reviews the public sees: not hidden, by someone who still owns the item. */
const publicReviewsOf = (itemType: ItemType, itemId: AnyPgColumn): SQL =>
  sql`from ${reviews} join ${purchases} on ${stillOwned} where ${reviews.itemType} = ${itemType} and ${reviews.itemId} = ${itemId} and ${reviews.hiddenAt} is null`;

/**
 * An item's average (to one decimal, null without reviews) and count, as columns of a query over
 * the item's table: one statement gives a listing page its ratings and orders it by them.
 */
export const ratingColumns = (itemType: ItemType, itemId: AnyPgColumn) => ({
  average: sql<number | null>`(select round(avg(${reviews.rating}), 1) ${publicReviewsOf(itemType, itemId)})`.mapWith(Number),
  count: sql<number>`(select count(*) ${publicReviewsOf(itemType, itemId)})`.mapWith(Number),
});
