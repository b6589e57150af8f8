import { boolean, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { courses } from '../catalogue/tables.ts';

/** Where a customer is in each video of a course, so the player resumes and marks chapters done. */
export const lessonProgress = pgTable(
  'lesson_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    list: text('list', { enum: ['course', 'live_session', 'quiz'] }).notNull(),
    // The chapter itself (its file or link, as the list holds it), not its place: an admin's reorder
    // or removal leaves each chapter's progress with it.
    entry: text('entry').notNull(),
    seconds: integer('seconds').notNull().default(0),
    /** The learner's own tick: reached by playing, or set and undone by hand. */
    completed: boolean('completed').notNull().default(false),
    /**
     * Watched to the completion point, judged from playback the clock allows (learning.ts): what a
     * certificate counts, unless the course lets marking count. Never undone.
     */
    watched: boolean('watched').notNull().default(false),
    /** Playback credited so far: each report's advance, at most what the time since the last report allows. */
    watchedSeconds: integer('watched_seconds').notNull().default(0),
    /** When the player last reported on this chapter (null until it has). */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId, t.list, t.entry] })],
);

/** A lesson an admin opened early for one learner, ahead of its course's pacing (audited as `lesson.unlock`). */
export const lessonUnlocks = pgTable(
  'lesson_unlocks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    entry: text('entry').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId, t.entry] })],
);
