import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { createdAt } from '../db/columns.ts';

/** Who is in the paid group, as the bot saw them join: the Telegram user behind a customer. */
export const telegramMembers = pgTable(
  'telegram_members',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    telegramUserId: text('telegram_user_id').notNull(),
    status: text('status', { enum: ['member', 'left', 'removed'] }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('telegram_members_telegram_idx').on(t.telegramUserId)],
);

/** The last single-use Telegram invite made for a customer, reused until it expires. */
export const telegramInvites = pgTable('telegram_invites', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  link: text('link').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
