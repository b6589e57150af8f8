import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
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
  role: text('role', { enum: ['customer', 'admin', 'super_admin', 'support'] })
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
    /**
     * When this login proved a second factor (a code, a recovery code, a passkey); null while it has
     * only the password. An account that has or needs a second factor is let no further until it is
     * set (accounts/auth-guard.ts): the proof lasts as long as the session, no longer.
     */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
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

/**
 * An account's authenticator app (TOTP, RFC 6238). The secret is sealed with the app's key; it is
 * pending (`confirmedAt` null) until a first code proves the app holds it. `lastStep` is the time step
 * of the last code accepted, so a code is good once; `failures` counts wrong codes since `failedSince`
 * for the lock (accounts/totp.ts).
 */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  failures: integer('failures').notNull().default(0),
  failedSince: timestamp('failed_since', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Single-use codes for a lost authenticator, shown once and kept as SHA-256 hashes (they are random, so no slow hash is needed). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId)],
);

/** A WebAuthn credential (passkey) registered to an account: a customer's sign-in, an admin's second factor. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The credential's id, base64url, as the authenticator names it. */
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** The owner's name for it ("iPhone", "YubiKey"). */
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/** A WebAuthn ceremony's challenge, kept server-side until its answer comes back once (or it expires). */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  challenge: text('challenge').primaryKey(),
  /** Null for a sign-in, where the passkey itself says whose account it is. */
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['register', 'sign-in', 'second-factor'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/** Devices an account has signed in from (a hash of the BFF's long-lived device cookie): a sign-in from any other is mailed. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);
