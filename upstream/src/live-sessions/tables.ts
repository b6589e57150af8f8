import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { courses } from '../catalogue/tables.ts';
import { cohorts } from '../cohorts/tables.ts';
import { createdAt } from '../db/columns.ts';

/** A course's scheduled live class: when, how long, where to join, how many seats, and its recording once attached. */
export const liveSessions = pgTable(
  'live_sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    minutes: integer('minutes').notNull(),
    joinUrl: text('join_url').notNull(),
    /** For one cohort's members only; null: for every buyer of the course. */
    cohortId: uuid('cohort_id').references(() => cohorts.id, { onDelete: 'cascade' }),
    /** Null: as many as join. */
    seatLimit: integer('seat_limit'),
    /** The recording's link, once the admin attached it (it is then a chapter of the course's Live Sessions list). */
    recording: text('recording'),
    /**
     * The last reminder sent (`<start ISO>:day` or `<start ISO>:soon`): each goes once per start, so a
     * session moved to another time is told again (reminders.ts).
     */
    reminded: text('reminded'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('live_sessions_course_idx').on(t.courseId, t.startsAt), index('live_sessions_starts_idx').on(t.startsAt)],
);

/** Who opened a session's join link, the first time: its attendance, and its seats taken. */
export const liveAttendance = pgTable(
  'live_attendance',
  {
    sessionId: uuid('session_id')
      .notNull()
      .references(() => liveSessions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.sessionId, t.userId] })],
);
