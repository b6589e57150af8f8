import { sql } from 'drizzle-orm';
import { pgTable, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { createdAt, itemType } from '../db/columns.ts';

/** What a customer owns: once per item. */
export const purchases = pgTable(
  'purchases',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: itemType(),
    itemId: uuid('item_id').notNull(),
    orderId: uuid('order_id'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('purchases_user_item_idx').on(t.userId, t.itemType, t.itemId)],
);
