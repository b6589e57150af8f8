import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Which upload is being assembled: the instance whose insert lands assembles it; every other
 * instance that also saw the last chunk arrive leaves it. Removed when assembled, or after a day.
 */
export const uploadClaims = pgTable('upload_claims', {
  uploadId: text('upload_id').primaryKey(),
  claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
});
