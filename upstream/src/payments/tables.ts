import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ORDER_KINDS } from '@academy/shared/payments';
import { users } from '../accounts/tables.ts';
import { createdAt } from '../db/columns.ts';

export interface OrderItem {
  type: 'course' | 'robot';
  id: string;
  slug: string;
  title: string;
  /** The list price. */
  usdCents: number;
  /** The coupon's share of this item, so a refund of some items gives back what was paid for them. */
  discountUsdCents?: number;
  /** Already the customer's through another order when this one was paid: its money is to be given back. */
  duplicate?: boolean;
  /** A robot rented, not bought: the months paid for (licences/licence-terms.ts). */
  rentMonths?: number;
}

/** One checkout: what was bought at which server price, and how it is being paid. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_KINDS }).notNull(),
    items: jsonb('items').$type<OrderItem[]>().notNull().default([]),
    amountUsdCents: integer('amount_usd_cents').notNull(),
    provider: text('provider').notNull(),
    /** What the provider charges in: USD (crypto invoices) or NGN (Paystack), fixed when the order opens. */
    chargeCurrency: text('charge_currency', { enum: ['USD', 'NGN'] })
      .notNull()
      .default('USD'),
    /** An NGN charge in kobo: the USD amount at `charge_rate`, rounded to the naira as the prices showed it. */
    chargeMinor: integer('charge_minor'),
    /** The naira per dollar the charge was made at (the admin's rate then). */
    chargeRate: doublePrecision('charge_rate'),
    invoiceId: text('invoice_id'),
    invoiceUrl: text('invoice_url'),
    status: text('status', { enum: ['pending', 'paid', 'partially_paid', 'failed', 'cancelled', 'expired', 'refunded'] })
      .notNull()
      .default('pending'),
    /** The provider's last word on the payment (waiting, confirming, confirmed, sending, finished, ...). */
    providerStatus: text('provider_status'),
    /** The provider's payment id once the customer has paid something: what reconciliation asks about. */
    paymentId: text('payment_id'),
    /** When the invoice stops taking payments; an order still pending then expires with it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** When reconciliation last asked the provider about this order. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** What the payment brought in, in USD cents, as its notices valued it: short (partially paid) or over. */
    receivedUsdCents: integer('received_usd_cents'),
    /** The coupon's discount, already taken off amount_usd_cents. */
    discountUsdCents: integer('discount_usd_cents').notNull().default(0),
    couponId: uuid('coupon_id'),
    /** Paid for what the customer already had (the group, or the items marked `duplicate`): to give back. */
    duplicateUsdCents: integer('duplicate_usd_cents').notNull().default(0),
    /** A group order for a period of this plan (subscriptions/tables.ts); null: the one-off, lifetime price. */
    planId: uuid('plan_id'),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_invoice_idx').on(t.provider, t.invoiceId),
    index('orders_open_idx')
      .on(t.createdAt)
      .where(sql`status in ('pending', 'partially_paid')`),
  ],
);

/**
 * Every word from the provider, kept: each notice (signed or not) and each answer reconciliation got,
 * with what it changed. Replays are logged too; the order's state is what makes them change nothing.
 */
export const paymentNotices = pgTable(
  'payment_notices',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    provider: text('provider').notNull(),
    source: text('source', { enum: ['notice', 'reconciliation'] })
      .notNull()
      .default('notice'),
    signatureValid: boolean('signature_valid').notNull().default(true),
    paymentId: text('payment_id'),
    status: text('status'),
    orderId: uuid('order_id'),
    body: jsonb('body').notNull(),
    /** credited, recorded, duplicate, ignored or rejected. */
    outcome: text('outcome').notNull().default('recorded'),
    /** What it changed, in words: "pending → partially_paid", "credited", "nothing". */
    change: text('change').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_notices_received_idx').on(t.receivedAt.desc()), index('payment_notices_order_idx').on(t.orderId)],
);

/** The revenue record (docs/requirements.md#data): one payment per paid order, and one negative entry per refund. */
export const revenues = pgTable(
  'revenues',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind', { enum: ['payment', 'refund'] })
      .notNull()
      .default('payment'),
    refundId: uuid('refund_id'),
    /** Negative for a refund, so a sum is the net. */
    amountUsdCents: integer('amount_usd_cents').notNull(),
    /** A payment's coupon discount (already out of the amount). */
    discountUsdCents: integer('discount_usd_cents').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    authorizationCode: text('authorization_code'),
    /** The card's bank (a card payment); null for crypto, whose coin is `paidIn`. */
    bank: text('bank'),
    /** The coin and network a crypto payment came in (NOWPayments' pay_currency, e.g. usdttrc20). */
    paidIn: text('paid_in'),
    paymentId: text('payment_id').notNull(),
    paymentProvider: text('payment_provider').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('revenues_paid_idx').on(t.paidAt),
    uniqueIndex('revenues_payment_once_idx')
      .on(t.orderId)
      .where(sql`kind = 'payment'`),
  ],
);

/**
 * An admin's refund of some or all of a paid order's items. The money goes back outside the shop, as
 * `method` records (processed at once), or through a provider that refunds (Paystack): pending until
 * its word says processed, and failed (the items free again) when it says so.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    items: jsonb('items').$type<OrderItem[]>().notNull().default([]),
    amountUsdCents: integer('amount_usd_cents').notNull(),
    reason: text('reason').notNull(),
    /** How the money went back (the coin, the address or the transaction). */
    method: text('method').notNull(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['processed', 'pending', 'failed'] })
      .notNull()
      .default('processed'),
    /** The provider's id of its refund, once it has one. */
    providerRefundId: text('provider_refund_id'),
    /** What goes back in the charge's currency's subunit (kobo); null for a USD charge. */
    amountMinor: integer('amount_minor'),
    /** Why the provider could not refund. */
    failure: text('failure'),
    /** When it was processed or failed. */
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refunds_order_idx').on(t.orderId), uniqueIndex('refunds_provider_refund_idx').on(t.providerRefundId)],
);
