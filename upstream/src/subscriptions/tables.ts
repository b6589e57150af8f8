import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SUBSCRIPTION_EVENT_KINDS, SUBSCRIPTION_STATUSES } from '@academy/shared/subscriptions';
import { users } from '../accounts/tables.ts';
import { createdAt } from '../db/columns.ts';

/** The signals group's plans: a period in months, its price, and a free trial a newcomer may take once. */
export const groupPlans = pgTable(
  'group_plans',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    months: integer('months').notNull(),
    usdCents: integer('usd_cents').notNull(),
    trialDays: integer('trial_days').notNull().default(0),
    /** Offered to new subscribers and renewals; a plan is retired, never deleted (subscriptions point at it). */
    active: boolean('active').notNull().default(true),
    /** Paystack's plan for this one at `card_plan_minor` kobo: the card charged each period (card-subscriptions.ts). */
    cardPlanCode: text('card_plan_code'),
    cardPlanMinor: integer('card_plan_minor'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('group_plans_months_idx').on(t.months)],
);

/**
 * A customer's subscription to the group (one each): the plan, the end of the period paid or trialled,
 * and where it stands. Payments are the group orders carrying the plan (payments/tables.ts `plan_id`).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => groupPlans.id),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A free trial was taken: never another. */
    trialUsed: boolean('trial_used').notNull().default(false),
    /** Renewed by card: Paystack's subscription code and the email token that manages it; null: asked for each period (crypto). */
    cardCode: text('card_code'),
    cardToken: text('card_token'),
    /** The last reminder sent for this period (`<period end ISO>:<days before>`): each is sent once. */
    reminded: text('reminded'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('subscriptions_user_idx').on(t.userId)],
);

/**
 * What an admin did to a subscription by hand (an extension of the period), logged in the same
 * transaction as the change. The admin's email is copied so the log still says who once the account is gone.
 */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SUBSCRIPTION_EVENT_KINDS }).notNull(),
    days: integer('days').notNull(),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    adminEmail: text('admin_email').notNull(),
    reason: text('reason'),
    oldPeriodEnd: timestamp('old_period_end', { withTimezone: true }).notNull(),
    newPeriodEnd: timestamp('new_period_end', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_events_subscription_idx').on(t.subscriptionId, t.createdAt)],
);
