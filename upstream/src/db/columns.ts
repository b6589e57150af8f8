import { text, timestamp } from 'drizzle-orm/pg-core';

/** Columns several domains' tables (`<domain>/tables.ts`) share. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const itemType = () => text('item_type', { enum: ['course', 'robot'] }).notNull();
