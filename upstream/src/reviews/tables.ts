import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { createdAt, itemType } from '../db/columns.ts';

/**
 * A buyer's rating of a course or robot: one per item, edited in place. The public sees it only
 * while the reviewer still owns the item (a refund takes it off the page) and no admin hid it.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: itemType(),
    itemId: uuid('item_id').notNull(),
    rating: integer('rating').notNull(),
    text: text('text').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reviews_user_item_idx').on(t.userId, t.itemType, t.itemId), index('reviews_item_idx').on(t.itemType, t.itemId, t.createdAt.desc())],
);
