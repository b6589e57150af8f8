import { pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { createdAt, itemType } from '../db/columns.ts';

/** The server cart: an item once per slug. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: itemType(),
    itemId: uuid('item_id').notNull(),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.slug] })],
);
