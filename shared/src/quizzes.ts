import { z } from 'zod';
import { slug } from './catalogue.ts';
import { envelope } from './envelope.ts';

export const QUIZ_TITLE_MAX = 150;
export const QUIZ_QUESTIONS_MAX = 50;
export const QUESTION_TEXT_MAX = 1000;
export const QUIZ_OPTIONS_MIN = 2;
export const QUIZ_OPTIONS_MAX = 10;
export const OPTION_TEXT_MAX = 300;
export const EXPLANATION_MAX = 2000;
export const QUIZ_ATTEMPTS_MAX = 20;

// PostgreSQL refuses NUL in text; other control characters but line breaks and tabs have no place in a quiz.
const noControl = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f]*$/;

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, { message: min === 1 ? `${label} is required` : `${label} needs at least ${min} characters` })
    .max(max, { message: `${label} is at most ${max} characters` })
    .regex(noControl, { message: `${label} contains invalid characters` });

export const quizKind = z.enum(['single', 'multiple'], { error: 'A question is single or multiple choice' });
export type QuizKind = z.infer<typeof quizKind>;

/** One question as the admin writes it; `id` is sent back for a question kept on edit. */
export const quizQuestionInput = z
  .object({
    id: z.uuid({ message: 'A question id is invalid' }).optional(),
    text: text('A question', 1, QUESTION_TEXT_MAX),
    kind: quizKind,
    options: z
      .array(text('An option', 1, OPTION_TEXT_MAX), { error: 'A question needs its options' })
      .min(QUIZ_OPTIONS_MIN, { message: `A question needs at least ${QUIZ_OPTIONS_MIN} options` })
      .max(QUIZ_OPTIONS_MAX, { message: `A question has at most ${QUIZ_OPTIONS_MAX} options` }),
    correct: z.array(z.number({ error: 'Tick the right options' }).int({ message: 'Tick the right options' }), { error: 'Tick the right options' }),
    explanation: z
      .string()
      .trim()
      .max(EXPLANATION_MAX, { message: `An explanation is at most ${EXPLANATION_MAX} characters` })
      .regex(noControl, { message: 'An explanation contains invalid characters' })
      .default(''),
  })
  .superRefine((q, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', path: ['correct'], message });
    if (q.correct.some((i) => i < 0 || i >= q.options.length)) return issue('A right answer must be one of the options');
    if (new Set(q.correct).size !== q.correct.length) return issue('A right answer is ticked twice');
    if (q.kind === 'single' && q.correct.length !== 1) return issue('A single choice question has exactly one right answer');
    if (q.correct.length === 0) return issue('Tick at least one right answer');
  });
export type QuizQuestionInput = z.infer<typeof quizQuestionInput>;

/** `POST admin/courses/:slug/quizzes` and `POST admin/quizzes/:id`: a question set, whole. */
export const quizSetRequest = z.object({
  title: text('The title', 1, QUIZ_TITLE_MAX),
  pass_percent: z
    .number({ error: 'The pass mark is a whole percent from 1 to 100' })
    .int({ message: 'The pass mark is a whole percent from 1 to 100' })
    .min(1, { message: 'The pass mark is a whole percent from 1 to 100' })
    .max(100, { message: 'The pass mark is a whole percent from 1 to 100' }),
  questions: z
    .array(quizQuestionInput, { error: 'A quiz needs its questions' })
    .min(1, { message: 'A quiz needs at least one question' })
    .max(QUIZ_QUESTIONS_MAX, { message: `A quiz has at most ${QUIZ_QUESTIONS_MAX} questions` }),
  /** How many attempts a learner may make; null (or left out): as many as they like. */
  max_attempts: z
    .number({ error: `Attempts are a whole number from 1 to ${QUIZ_ATTEMPTS_MAX}` })
    .int({ message: `Attempts are a whole number from 1 to ${QUIZ_ATTEMPTS_MAX}` })
    .min(1, { message: `Attempts are a whole number from 1 to ${QUIZ_ATTEMPTS_MAX}` })
    .max(QUIZ_ATTEMPTS_MAX, { message: `Attempts are a whole number from 1 to ${QUIZ_ATTEMPTS_MAX}` })
    .nullable()
    .default(null),
  /** Questions and their options in a new order at each attempt. */
  shuffle: z.boolean({ error: 'Shuffle is on or off' }).default(false),
});
export type QuizSetRequest = z.infer<typeof quizSetRequest>;

export const quizIdParams = z.object({ id: z.uuid({ message: 'id must be a quiz id' }) });
export const courseQuizParams = z.object({ slug, id: z.uuid({ message: 'id must be a quiz id' }) });

/** `POST courses/:slug/quizzes/:id/attempts`: per question id, the option indexes chosen (a question left out is unanswered). */
export const quizAttemptRequest = z.object({
  answers: z
    .record(
      z.uuid({ message: 'An answer names an unknown question' }),
      z
        .array(z.number().int().min(0), { error: 'An answer is a list of option numbers' })
        .max(QUIZ_OPTIONS_MAX, { message: 'An answer names too many options' }),
      { error: 'Send your answers' },
    )
    .refine((a) => Object.keys(a).length <= QUIZ_QUESTIONS_MAX, { message: 'Too many answers' }),
});
export type QuizAttemptRequest = z.infer<typeof quizAttemptRequest>;

/** A question with its right answers: what the admin edits. */
export const quizQuestion = z.object({
  id: z.uuid(),
  text: z.string(),
  kind: quizKind,
  options: z.array(z.string()),
  correct: z.array(z.number().int()),
  explanation: z.string(),
});
export type QuizQuestion = z.infer<typeof quizQuestion>;

export const adminQuizSet = z.object({
  id: z.uuid(),
  title: z.string(),
  pass_percent: z.number().int(),
  position: z.number().int(),
  questions: z.array(quizQuestion),
  max_attempts: z.number().int().nullable(),
  shuffle: z.boolean(),
});
export type AdminQuizSet = z.infer<typeof adminQuizSet>;
export const adminQuizSetListResponse = envelope(z.array(adminQuizSet));
export const adminQuizSetResponse = envelope(adminQuizSet);

/**
 * A question as a learner sees it before answering: no right answers, no explanation. Its options in
 * the order shown (shuffled when the set shuffles), `option_ids` naming each by its place as written:
 * answers and reviews use those.
 */
export const learnerQuestion = quizQuestion.pick({ id: true, text: true, kind: true, options: true }).extend({ option_ids: z.array(z.number().int()) });
export type LearnerQuestion = z.infer<typeof learnerQuestion>;

export const attemptSummary = z.object({
  id: z.uuid(),
  score_percent: z.number().int(),
  correct: z.number().int(),
  total: z.number().int(),
  passed: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type AttemptSummary = z.infer<typeof attemptSummary>;

/** `GET courses/:slug/quizzes`: a set to take, with how the learner did so far. */
export const learnerQuizSet = z.object({
  id: z.uuid(),
  title: z.string(),
  pass_percent: z.number().int(),
  questions: z.array(learnerQuestion),
  attempts: z.number().int(),
  /** Null: no limit. */
  max_attempts: z.number().int().nullable(),
  /** Null: no limit; 0: none left. */
  attempts_left: z.number().int().nullable(),
  best_percent: z.number().int().nullable(),
  passed: z.boolean(),
  last_attempt: attemptSummary.nullable(),
});
export type LearnerQuizSet = z.infer<typeof learnerQuizSet>;
export const learnerQuizSetListResponse = envelope(z.array(learnerQuizSet));

/**
 * One question after an attempt: what was chosen and whether it was right; the right answers and why
 * only once the learner passed or has no attempt left (null until then).
 */
export const reviewedQuestion = z.object({
  id: z.uuid(),
  chosen: z.array(z.number().int()),
  correct: z.array(z.number().int()).nullable(),
  right: z.boolean(),
  explanation: z.string().nullable(),
});
export type ReviewedQuestion = z.infer<typeof reviewedQuestion>;

export const attemptResult = attemptSummary.extend({ questions: z.array(reviewedQuestion) });
export type AttemptResult = z.infer<typeof attemptResult>;
export const attemptResultResponse = envelope(attemptResult);

/** `GET courses/:slug/quizzes/:id/attempts`: newest first, and the latest one's review (null before any attempt). */
export const attemptHistory = z.object({ attempts: z.array(attemptSummary), review: attemptResult.nullable() });
export type AttemptHistory = z.infer<typeof attemptHistory>;
export const attemptHistoryResponse = envelope(attemptHistory);
