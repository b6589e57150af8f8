import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../db/columns.ts';

export const users = pgTable('users', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  middleName: text('middle_name').notNull().default(''),
  address: text('address').notNull().default(''),
  role: text('role', { enum: ['customer', 'admin', 'super_admin'] })
    .notNull()
    .default('customer'),
  // As userStatus (shared/user.ts): only an admin is ever deactivated, only a customer closed.
  status: text('status', { enum: ['active', 'inactive', 'banned', 'deactivated', 'closed'] })
    .notNull()
    .default('inactive'),
  verifiedEmail: boolean('verified_email').notNull().default(false),
  hasUserPaid: boolean('has_user_paid').notNull().default(false),
  joinedTelegram: boolean('joined_telegram').notNull().default(false),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One login = one family; every refresh token it rotates into belongs to it. Revoking it ends the session. */
export const tokenFamilies = pgTable(
  'token_families',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    audience: text('audience', { enum: ['customer', 'admin'] }).notNull(),
    /** The User-Agent the login came with (cut to 512 characters), shown to the owner as a device. */
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('token_families_user_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    familyId: uuid('family_id')
      .notNull()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    /** The token this one rotated into, encrypted; answers a reuse inside the grace window. */
    successor: text('successor'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Single-use links mailed to users: email verification, password reset, admin invitation. */
export const emailTokens = pgTable('email_tokens', {
  id: uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['verify', 'reset', 'invite'] }).notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
});
