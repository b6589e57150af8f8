import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { createdAt } from '../db/columns.ts';
import { orders } from '../payments/tables.ts';

/** A discount code: percent or fixed USD off, optionally for some items or categories only. */
export const coupons = pgTable('coupons', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  /** Upper case; customers may type it in any case. */
  code: text('code').notNull().unique(),
  kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
  /** Percent (1-100) or USD cents. */
  amount: integer('amount').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** Uses in all; null is no limit. */
  maxUses: integer('max_uses'),
  /** Uses per customer; null is no limit. */
  maxUsesPerCustomer: integer('max_uses_per_customer'),
  /** Limited to these items ({type, id}) and categories; both empty is the whole shop. */
  items: jsonb('items').$type<{ type: 'course' | 'robot'; id: string }[]>().notNull().default([]),
  categories: jsonb('categories').$type<string[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/** A coupon taken by an order; it counts against the limits while the order is open or paid. */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    discountUsdCents: integer('discount_usd_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_redemptions_coupon_idx').on(t.couponId, t.userId)],
);
