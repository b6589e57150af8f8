import { z } from 'zod';
import { ADMIN_PAGE_SIZE, MAX_PAGE_LENGTH } from './constants.ts';
import { searchText, slug } from './catalogue.ts';
import { VIDEO_LISTS } from './chapter-lists.ts';
import { envelope, pagedEnvelope, pageQuery } from './envelope.ts';

/**
 * The admin's Learning insight: how the buyers of each course are doing, and who is stuck.
 *
 * Definitions (all over the course's learners, its buyers as the purchases table holds them now):
 * - learners: how many own the course.
 * - average_percent: the mean of each learner's progress percent (completed chapters of the three
 *   lists over all of them, as the learner sees it); a learner who never started counts as 0. Null
 *   without learners.
 * - completion_rate: percent of learners holding a certificate of the course that is not revoked.
 *   Null without learners.
 * - quiz_pass_rate: over the pairs (learner, quiz set of the course) where the learner attempted the
 *   set, the percent where one of their attempts passed. Null when no learner attempted any set.
 * - most_stop_at: among learners who started (saved progress on any chapter) and have not completed
 *   every chapter, the chapter they would continue at (their first unfinished one in list order);
 *   the most common one, with how many stop there (ties go to the earlier chapter). Null when none.
 * Percents and rates are 0-100, rounded to one decimal.
 */

/** `GET admin/learning/courses`: courses newest first, narrowed by a part of their title. */
export const learningCoursesQuery = pageQuery(ADMIN_PAGE_SIZE, MAX_PAGE_LENGTH).extend({ q: searchText });
export type LearningCoursesQuery = z.infer<typeof learningCoursesQuery>;

/** A chapter of a course: its list, its place in it (from 0) and its title as the player shows it. */
export const chapterAt = z.object({ list: z.enum(VIDEO_LISTS), position: z.number().int(), title: z.string() });
export type ChapterAt = z.infer<typeof chapterAt>;

export const courseInsight = z.object({
  slug: z.string(),
  title: z.string(),
  learners: z.number().int(),
  average_percent: z.number().nullable(),
  completion_rate: z.number().nullable(),
  quiz_pass_rate: z.number().nullable(),
  most_stop_at: chapterAt.extend({ learners: z.number().int() }).nullable(),
});
export type CourseInsight = z.infer<typeof courseInsight>;
export const learningCoursesResponse = pagedEnvelope(courseInsight);

/** One chapter of the funnel: how many learners completed it. */
export const chapterFunnelStep = chapterAt.extend({ completed: z.number().int() });
export type ChapterFunnelStep = z.infer<typeof chapterFunnelStep>;

/** A quiz set of the course: learners who attempted it, learners with a passed attempt, the mean of their best scores. */
export const quizSetInsight = z.object({
  id: z.uuid(),
  title: z.string(),
  pass_percent: z.number().int(),
  attempted: z.number().int(),
  passed: z.number().int(),
  average_best_score: z.number().nullable(),
});
export type QuizSetInsight = z.infer<typeof quizSetInsight>;

/**
 * One learner of the course. `stuck`: started, not every chapter completed; `stopped_at` is their
 * first unfinished chapter (null once every chapter is complete). `last_activity` is their latest
 * saved progress in the course, null when they never started.
 */
export const courseLearner = z.object({
  user_id: z.uuid(),
  name: z.string(),
  email: z.string(),
  percent: z.number().int(),
  completed: z.number().int(),
  total: z.number().int(),
  last_activity: z.iso.datetime({ offset: true }).nullable(),
  certificate: z.boolean(),
  stuck: z.boolean(),
  stopped_at: chapterAt.nullable(),
});
export type CourseLearner = z.infer<typeof courseLearner>;

/**
 * `GET admin/learning/courses/:slug`: the course's figures, its chapters in order (course, live
 * sessions, quizzes) with completions, its quiz sets, and its learners: the stuck first (the longest
 * idle first), then those who never started, then those who completed every chapter.
 */
export const courseInsightDetail = courseInsight.extend({
  chapters: z.array(chapterFunnelStep),
  quiz_sets: z.array(quizSetInsight),
  learner_list: z.array(courseLearner),
});
export type CourseInsightDetail = z.infer<typeof courseInsightDetail>;
export const courseInsightResponse = envelope(courseInsightDetail);
export const learningCourseParams = z.object({ slug });

/** A quiz set as one learner did: their best score (null when never attempted) and whether an attempt passed. */
export const learnerQuizSet = z.object({ id: z.uuid(), title: z.string(), best_score: z.number().int().nullable(), passed: z.boolean() });

/** One course a user owns: their progress, latest activity, quiz sets and certificate (its id; null without a valid one). */
export const userCourseLearning = z.object({
  slug: z.string(),
  title: z.string(),
  percent: z.number().int(),
  completed: z.number().int(),
  total: z.number().int(),
  last_activity: z.iso.datetime({ offset: true }).nullable(),
  stopped_at: chapterAt.nullable(),
  quiz_sets: z.array(learnerQuizSet),
  quizzes_passed: z.number().int(),
  certificate_id: z.uuid().nullable(),
  /** The lessons still shut for them under the course's pacing (shared/src/pacing.ts): when each opens, or null while it waits for the one before. */
  shut_lessons: z.array(z.object({ position: z.number().int(), title: z.string(), opens_at: z.string().nullable() })),
});
export type UserCourseLearning = z.infer<typeof userCourseLearning>;

/** `GET admin/users/:id/learning`: who the user is, and each course they own (newest purchase first). */
export const userLearning = z.object({
  user: z.object({ user_id: z.uuid(), name: z.string(), email: z.string() }),
  courses: z.array(userCourseLearning),
});
export type UserLearning = z.infer<typeof userLearning>;
export const userLearningResponse = envelope(userLearning);
