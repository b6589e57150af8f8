import { randomUUID } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import type { AdminQuizSet, AttemptHistory, AttemptResult, AttemptSummary, LearnerQuizSet, QuizQuestionInput, QuizSetRequest } from '@academy/shared/quizzes';
import type { Catalogue } from '../catalogue/catalogue.ts';
import type { Db, Executor } from '../db/client.ts';
import type { AuditContext } from '../audit/context.ts';
import { record } from '../audit/record.ts';
import { quizAttempts, quizSets, type QuizQuestion } from './tables.ts';
import type { Entitlements } from '../purchases/entitlements.ts';
import { invalidAnswers, scoreAttempt } from './scoring.ts';
import { shuffled } from './shuffle.ts';

type SetRow = typeof quizSets.$inferSelect;
type AttemptRow = typeof quizAttempts.$inferSelect;

const SET_NOT_FOUND = 'Quiz not found';

const adminView = (s: SetRow): AdminQuizSet => ({
  id: s.id,
  title: s.title,
  pass_percent: s.passPercent,
  position: s.position,
  questions: s.questions,
  max_attempts: s.maxAttempts,
  shuffle: s.shuffle,
});
const stored = (input: QuizSetRequest) => ({ title: input.title, passPercent: input.pass_percent, maxAttempts: input.max_attempts, shuffle: input.shuffle });

/** A set as its audit entries show it: the questions with their right answers, as the admin wrote them. */
const quizFields = (s: SetRow) => ({
  title: s.title,
  pass_percent: s.passPercent,
  max_attempts: s.maxAttempts,
  shuffle: s.shuffle,
  questions: s.questions.map((q) => ({ text: q.text, kind: q.kind, options: q.options, correct: q.correct, explanation: q.explanation })),
});
const quizTarget = (s: SetRow) => ({ type: 'quiz', id: s.id, label: s.title }) as const;

const summary = (a: AttemptRow): AttemptSummary => ({
  id: a.id,
  score_percent: a.scorePercent,
  correct: a.correct,
  total: a.total,
  passed: a.passed,
  created_at: a.createdAt.toISOString(),
});

/**
 * The questions as stored: a question the admin sent back with the id of one of this set's
 * questions keeps it (so an edit does not orphan what learners answered); every other gets a new one.
 */
function withIds(input: QuizQuestionInput[], kept: QuizQuestion[]): QuizQuestion[] {
  const known = new Set(kept.map((q) => q.id));
  const used = new Set<string>();
  return input.map(({ id, ...q }) => {
    const keep = id !== undefined && known.has(id) && !used.has(id);
    const questionId = keep ? id : randomUUID();
    used.add(questionId);
    return { id: questionId, text: q.text, kind: q.kind, options: q.options, correct: [...q.correct].sort((a, b) => a - b), explanation: q.explanation };
  });
}

/** Attempts left at a set after `made` of them: null without a limit. */
const attemptsLeft = (set: SetRow, made: number) => (set.maxAttempts === null ? null : Math.max(0, set.maxAttempts - made));

/**
 * An attempt's review as the learner may see it: whether each answer was right, and the right
 * answers and explanations only once they passed the set or have no attempt left, so a failed try
 * does not hand over the key to the next one.
 */
const reviewed = (questions: AttemptResult['questions'], shown: boolean): AttemptResult['questions'] =>
  shown ? questions : questions.map((q) => ({ ...q, correct: null, explanation: null }));

/** The set's questions as a learner takes them: in a new order per attempt when it shuffles, each option named by its place as written. */
function asTaken(set: SetRow, userId: string, made: number): LearnerQuizSet['questions'] {
  const seed = `${userId}/${set.id}/${made}`;
  const questions = set.shuffle ? shuffled(set.questions, seed) : set.questions;
  return questions.map(({ id, text, kind, options }) => {
    const ids = options.map((_, i) => i);
    const order = set.shuffle ? shuffled(ids, `${seed}/${id}`) : ids;
    return { id, text, kind, options: order.map((i) => options[i]!), option_ids: order };
  });
}

/**
 * A course's scored quizzes (besides its quiz videos): the admin writes question sets; a buyer takes
 * them, each attempt kept with its score, within the set's attempts limit.
 */
export function createQuizzes(deps: { db: Db; catalogue: Catalogue; entitlements: Entitlements }) {
  const { db, catalogue, entitlements } = deps;

  async function courseId(slug: string): Promise<string> {
    const course = await catalogue.findCourse(slug);
    if (!course) throw new ApiError(404, 'Course not found');
    return course.id;
  }

  /** The buyer's course; a non-buyer learns what to do. */
  async function ownedCourseId(userId: string, slug: string): Promise<string> {
    const id = await courseId(slug);
    if (!(await entitlements.owns(userId, 'course', id))) throw new ApiError(403, 'Buy this course to take its quizzes');
    return id;
  }

  async function setOf(course: string, setId: string): Promise<SetRow> {
    const [set] = await db
      .select()
      .from(quizSets)
      .where(and(eq(quizSets.id, setId), eq(quizSets.courseId, course)));
    if (!set) throw new ApiError(404, SET_NOT_FOUND);
    return set;
  }

  const setsOf = (course: string) => db.select().from(quizSets).where(eq(quizSets.courseId, course)).orderBy(asc(quizSets.position), asc(quizSets.createdAt));

  const attemptsAt = (executor: Executor, userId: string, setId: string) =>
    executor
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.setId, setId)))
      .orderBy(desc(quizAttempts.createdAt), desc(quizAttempts.id));

  /** The latest attempt's review, its answers shown by the rule above. */
  function review(set: SetRow, attempts: AttemptRow[]): AttemptResult | null {
    const [latest] = attempts;
    if (!latest) return null;
    const shown = attempts.some((a) => a.passed) || attemptsLeft(set, attempts.length) === 0;
    return { ...summary(latest), questions: reviewed(scoreAttempt(set.questions, latest.answers, set.passPercent).reviewed, shown) };
  }

  return {
    /** The admin's list of a course's sets, in their order, right answers included. */
    async adminList(slug: string): Promise<AdminQuizSet[]> {
      return (await setsOf(await courseId(slug))).map(adminView);
    },

    /** A new set, last in the course's order. */
    async create(audit: AuditContext, slug: string, input: QuizSetRequest): Promise<AdminQuizSet> {
      const course = await courseId(slug);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(quizSets)
          .values({
            courseId: course,
            ...stored(input),
            questions: withIds(input.questions, []),
            position: sql`(select coalesce(max(${quizSets.position}) + 1, 0) from ${quizSets} where ${quizSets.courseId} = ${course})`,
          })
          .returning();
        await record(tx, { ...audit, target: quizTarget(row!), after: { course: slug, ...quizFields(row!) } });
        return adminView(row!);
      });
    },

    /** Replaces the set's title, pass mark and questions; attempts made so far keep their scores. */
    async update(audit: AuditContext, id: string, input: QuizSetRequest): Promise<AdminQuizSet> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(quizSets).where(eq(quizSets.id, id)).for('update');
        if (!current) throw new ApiError(404, SET_NOT_FOUND);
        const [row] = await tx
          .update(quizSets)
          .set({ ...stored(input), questions: withIds(input.questions, current.questions), updatedAt: new Date() })
          .where(eq(quizSets.id, id))
          .returning();
        await record(tx, { ...audit, target: quizTarget(current), before: quizFields(current), after: quizFields(row!) });
        return adminView(row!);
      });
    },

    /** Deletes the set and, with it, its attempts. */
    async remove(audit: AuditContext, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(quizSets).where(eq(quizSets.id, id)).returning();
        if (!row) throw new ApiError(404, SET_NOT_FOUND);
        await record(tx, { ...audit, target: quizTarget(row), before: quizFields(row) });
      });
    },

    /** A buyer's sets to take: questions without their answers, and how the buyer did so far. */
    async learnerList(userId: string, slug: string): Promise<LearnerQuizSet[]> {
      const sets = await setsOf(await ownedCourseId(userId, slug));
      if (sets.length === 0) return [];
      const attempts = await db
        .select()
        .from(quizAttempts)
        .where(
          and(
            eq(quizAttempts.userId, userId),
            inArray(
              quizAttempts.setId,
              sets.map((s) => s.id),
            ),
          ),
        )
        .orderBy(desc(quizAttempts.createdAt), desc(quizAttempts.id));
      return sets.map((s) => {
        const mine = attempts.filter((a) => a.setId === s.id);
        return {
          id: s.id,
          title: s.title,
          pass_percent: s.passPercent,
          questions: asTaken(s, userId, mine.length),
          attempts: mine.length,
          max_attempts: s.maxAttempts,
          attempts_left: attemptsLeft(s, mine.length),
          best_percent: mine.length ? Math.max(...mine.map((a) => a.scorePercent)) : null,
          passed: mine.some((a) => a.passed),
          last_attempt: mine[0] ? summary(mine[0]) : null,
        };
      });
    },

    /**
     * Scores and keeps a buyer's attempt; answers that cannot be scored, or an attempt past the set's
     * limit, store nothing. The set's row is held while its attempts are counted, so two submits at
     * once cannot both take the last attempt.
     */
    async submit(userId: string, slug: string, setId: string, answers: Record<string, number[]>): Promise<AttemptResult> {
      const course = await ownedCourseId(userId, slug);
      return db.transaction(async (tx) => {
        const [set] = await tx
          .select()
          .from(quizSets)
          .where(and(eq(quizSets.id, setId), eq(quizSets.courseId, course)))
          .for('update');
        if (!set) throw new ApiError(404, SET_NOT_FOUND);
        const invalid = invalidAnswers(set.questions, answers);
        if (invalid) throw new ApiError(422, invalid);
        const before = await attemptsAt(tx, userId, set.id);
        if (attemptsLeft(set, before.length) === 0) throw new ApiError(409, 'You have no attempts left at this quiz');
        const score = scoreAttempt(set.questions, answers, set.passPercent);
        const [row] = await tx
          .insert(quizAttempts)
          .values({ userId, setId, answers, correct: score.correct, total: score.total, scorePercent: score.scorePercent, passed: score.passed })
          .returning();
        return review(set, [row!, ...before])!;
      });
    },

    /** A buyer's attempts at a set, newest first, and the latest one's review (none before a first attempt). */
    async history(userId: string, slug: string, setId: string): Promise<AttemptHistory> {
      const set = await setOf(await ownedCourseId(userId, slug), setId);
      const rows = await attemptsAt(db, userId, set.id);
      return { attempts: rows.map(summary), review: review(set, rows) };
    },

    /** True when the user passed every set of the course (so also for a course without sets). */
    async passedAll(userId: string, course: string): Promise<boolean> {
      const [row] = await db
        .select({ n: count() })
        .from(quizSets)
        .where(
          and(
            eq(quizSets.courseId, course),
            sql`not exists (select 1 from ${quizAttempts} where ${quizAttempts.setId} = ${quizSets.id} and ${quizAttempts.userId} = ${userId} and ${quizAttempts.passed})`,
          ),
        );
      return row!.n === 0;
    },

    async setCount(course: string): Promise<number> {
      const [row] = await db.select({ n: count() }).from(quizSets).where(eq(quizSets.courseId, course));
      return row!.n;
    },
  };
}
export type Quizzes = ReturnType<typeof createQuizzes>;
