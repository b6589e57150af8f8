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
    completed: boolean('completed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.courseId, t.list, t.entry] })],
);
