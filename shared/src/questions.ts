import { z } from 'zod';
import { ADMIN_PAGE_SIZE, MAX_PAGE_LENGTH } from './constants.ts';
import { envelope, pagedEnvelope, pageQuery } from './envelope.ts';
import { slug } from './catalogue.ts';
import { VIDEO_LISTS } from './chapter-lists.ts';

export const QUESTION_MAX = 2000;
/** How many questions, and answers, one learner may post in an hour: enough to learn, too few to flood a lesson. */
export const POSTS_PER_HOUR = { questions: 10, answers: 30 } as const;

const text = (what: string) =>
  z
    .string({ error: `Write your ${what}` })
    .trim()
    .min(1, { message: `Write your ${what}` })
    .max(QUESTION_MAX, { message: `Your ${what} is at most ${QUESTION_MAX} characters` });
const place = { list: z.enum(VIDEO_LISTS), position: z.coerce.number().int().min(0).max(999) };

/** `POST courses/:slug/questions`: a question on one chapter, at the second the video was at when the learner chose to say so. */
export const askQuestionRequest = z.object({ ...place, body: text('question'), at_second: z.number().int().min(0).max(86_400).nullable().default(null) });
export type AskQuestionRequest = z.input<typeof askQuestionRequest>;
export type AskedQuestion = z.infer<typeof askQuestionRequest>;
/** `POST questions/:id/answers`, `POST admin/questions/:id/answers`. */
export const answerRequest = z.object({ body: text('answer') });
/** `GET courses/:slug/questions`: one chapter's questions. */
export const chapterQuestionsQuery = z.object(place);
export const courseQuestionsParams = z.object({ slug });
export const questionIdParams = z.object({ id: z.uuid({ message: 'id must be a question id' }) });
export const answerIdParams = z.object({ id: z.uuid({ message: 'id must be an answer id' }) });

/** An answer as learners see it: its author as "Ada L.", or the academy's staff. */
export const lessonAnswer = z.object({ id: z.uuid(), author: z.string(), staff: z.boolean(), body: z.string(), created_at: z.iso.datetime({ offset: true }) });
export type LessonAnswer = z.infer<typeof lessonAnswer>;
/** A question under a lesson, oldest answer first; `mine`: the reader asked it. */
export const lessonQuestion = z.object({
  id: z.uuid(),
  author: z.string(),
  mine: z.boolean(),
  body: z.string(),
  at_second: z.number().int().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  answers: z.array(lessonAnswer),
});
export type LessonQuestion = z.infer<typeof lessonQuestion>;
export const chapterQuestionsResponse = envelope(z.array(lessonQuestion));
export const lessonQuestionResponse = envelope(lessonQuestion);

/** `GET admin/questions`: the unanswered first (the queue), or every question; hidden ones included, marked. */
export const adminQuestionQuery = pageQuery(ADMIN_PAGE_SIZE, MAX_PAGE_LENGTH).extend({ state: z.enum(['unanswered', 'all']).default('unanswered') });
export type AdminQuestionQuery = z.infer<typeof adminQuestionQuery>;
export const adminQuestion = lessonQuestion.omit({ mine: true }).extend({
  course: z.object({ slug: z.string(), title: z.string() }),
  chapter: z.object({ list: z.enum(VIDEO_LISTS), position: z.number().int(), title: z.string() }),
  asker: z.object({ name: z.string(), email: z.string() }),
  hidden: z.boolean(),
  answers: z.array(lessonAnswer.extend({ hidden: z.boolean() })),
});
export type AdminQuestion = z.infer<typeof adminQuestion>;
export const adminQuestionListResponse = pagedEnvelope(adminQuestion);
