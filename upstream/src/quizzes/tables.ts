import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { courses } from '../catalogue/tables.ts';
import { createdAt } from '../db/columns.ts';

/** One question of a quiz set: single or multiple choice; `correct` holds the right options' indexes. */
export interface QuizQuestion {
  id: string;
  text: string;
  kind: 'single' | 'multiple';
  options: string[];
  correct: number[];
  explanation: string;
}

/** A scored quiz of a course (besides its quiz videos): questions, and the score that passes it. */
export const quizSets = pgTable(
  'quiz_sets',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** The percent of questions right that passes (1-100). */
    passPercent: integer('pass_percent').notNull(),
    questions: jsonb('questions').$type<QuizQuestion[]>().notNull().default([]),
    /** Attempts a learner may make; null: as many as they like. */
    maxAttempts: integer('max_attempts'),
    /** Questions and their options in a different order for each attempt. */
    shuffle: boolean('shuffle').notNull().default(false),
    /** Order in the Quizzes tab. */
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quiz_sets_course_idx').on(t.courseId, t.position)],
);

/** One learner's go at a quiz set: what they chose per question and how it scored. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    setId: uuid('set_id')
      .notNull()
      .references(() => quizSets.id, { onDelete: 'cascade' }),
    /** Per question (by its id), the option indexes chosen. */
    answers: jsonb('answers').$type<Record<string, number[]>>().notNull(),
    correct: integer('correct').notNull(),
    total: integer('total').notNull(),
    scorePercent: integer('score_percent').notNull(),
    passed: boolean('passed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quiz_attempts_user_set_idx').on(t.userId, t.setId, t.createdAt.desc())],
);
