import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { courses } from '../catalogue/tables.ts';
import { createdAt } from '../db/columns.ts';

/** A dated run of a course with its seats: a course that has any is sold by cohort (cohorts.ts). */
export const cohorts = pgTable(
  'cohorts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    seats: integer('seats').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('cohorts_course_idx').on(t.courseId, t.startsAt)],
);

/**
 * A buyer's place in a course sold by cohort, written with the purchase: their cohort, or none while
 * they wait (every cohort was taken when they paid; the next one added takes them first).
 */
export const cohortMembers = pgTable(
  'cohort_members',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Null: waiting for a seat. A removed cohort's members wait again, first in line (membership.ts). */
    cohortId: uuid('cohort_id').references(() => cohorts.id, { onDelete: 'set null' }),
    /** When they paid: the waiting are placed in this order. */
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId] }), index('cohort_members_cohort_idx').on(t.cohortId)],
);
