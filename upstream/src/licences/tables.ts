import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LICENCE_TERMS } from '@academy/shared/robot-sales';
import { users } from '../accounts/tables.ts';
import { robots } from '../catalogue/tables.ts';
import { createdAt } from '../db/columns.ts';
import { purchases } from '../purchases/tables.ts';

/** A robot purchase's licence: its key, bound to the buyer. */
export const licences = pgTable(
  'licences',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    key: text('key').notNull().unique(),
    /** Null once the purchase was refunded: the licence stays, revoked, so the robot hears why. */
    purchaseId: uuid('purchase_id')
      .unique()
      .references(() => purchases.id, { onDelete: 'set null' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    robotId: uuid('robot_id')
      .notNull()
      .references(() => robots.id, { onDelete: 'cascade' }),
    /** Owned (a purchase), rented until `expires_at`, or a free trial (licence-terms.ts). */
    term: text('term', { enum: LICENCE_TERMS }).notNull().default('owned'),
    /** The end of a rental or of a started time trial; null: no end (owned, a demo trial, a time trial not started). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** A demo trial: only demo (and contest) trading accounts. */
    demoOnly: boolean('demo_only').notNull().default(false),
    /** A time trial's length: its clock starts at the first activation. */
    trialDays: integer('trial_days'),
    /** A rental's last reminder (`<end ISO>:<days before>`, or `:ended`): each is sent once (rental-reminders.ts). */
    reminded: text('reminded'),
    /** An admin's limit for this licence alone; null follows the robot's. */
    activationLimit: integer('activation_limit'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('licences_user_idx').on(t.userId),
    index('licences_robot_idx').on(t.robotId, t.createdAt.desc()),
    // One rental or trial per customer and robot: renting again, or buying, carries on that same key.
    uniqueIndex('licences_term_idx')
      .on(t.userId, t.robotId)
      .where(sql`term <> 'owned'`),
  ],
);

/** A trading account (number and broker server) a licence runs on: one slot each. */
export const licenceActivations = pgTable(
  'licence_activations',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    licenceId: uuid('licence_id')
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    server: text('server').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('licence_activations_account_idx').on(t.licenceId, t.account, t.server)],
);

/** Every download of a licensed robot: when, which version, and by what client. */
export const robotDownloads = pgTable(
  'robot_downloads',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    licenceId: uuid('licence_id')
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    version: text('version').notNull(),
    client: text('client').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('robot_downloads_licence_idx').on(t.licenceId, t.createdAt.desc())],
);
