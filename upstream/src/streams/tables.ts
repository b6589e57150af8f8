import { index, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tokenFamilies, users } from '../accounts/tables.ts';

/**
 * Where an account is watching: one row per login (a device), live while it was seen lately,
 * stopped when another device of the account took its place (streams.ts).
 */
export const mediaStreams = pgTable(
  'media_streams',
  {
    familyId: uuid('family_id')
      .primaryKey()
      .references(() => tokenFamilies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When this device's current stream began: the oldest live one is the one a new device replaces. */
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
    /** Set when another device took this one's place; cleared when this one streams again. */
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
  },
  (t) => [index('media_streams_user_idx').on(t.userId)],
);
