import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { courses } from '../catalogue/tables.ts';

/** A learner's question under one chapter (its list and entry, as progress keeps it), at a second of its video when they said so. */
export const lessonQuestions = pgTable(
  'lesson_questions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    list: text('list', { enum: ['course', 'live_session', 'quiz'] }).notNull(),
    entry: text('entry').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    atSecond: integer('at_second'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set with the first answer: what the admin's queue leaves out. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Hidden by an admin: learners no longer see it or its answers. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [index('lesson_questions_chapter_idx').on(t.courseId, t.list, t.entry, t.createdAt), index('lesson_questions_user_idx').on(t.userId, t.createdAt)],
);

/** An answer to a question, by another learner of the course or by the academy's staff. */
export const lessonAnswers = pgTable(
  'lesson_answers',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    questionId: uuid('question_id')
      .notNull()
      .references(() => lessonQuestions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    staff: boolean('staff').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
  },
  (t) => [index('lesson_answers_question_idx').on(t.questionId, t.createdAt), index('lesson_answers_user_idx').on(t.userId, t.createdAt)],
);
