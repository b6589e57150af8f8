import { and, asc, count, desc, eq, gte, inArray, isNull, type SQL } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import type { AdminQuestion, AdminQuestionQuery, AskedQuestion, LessonAnswer, LessonQuestion } from '@academy/shared/questions';
import { POSTS_PER_HOUR } from '@academy/shared/questions';
import type { VideoListName } from '@academy/shared/chapter-lists';
import { type Clock } from '@academy/shared/server/clock';
import { users } from '../accounts/tables.ts';
import { publicName } from '../accounts/public-name.ts';
import type { AuditContext } from '../audit/context.ts';
import { record } from '../audit/record.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { courses, listsOf } from '../catalogue/tables.ts';
import type { Db } from '../db/client.ts';
import { pageOf } from '../db/paged.ts';
import type { Mailer } from '../mail/mailer.ts';
import { questionAnsweredMail } from '../mail/question-mails.ts';
import type { Entitlements } from '../purchases/entitlements.ts';
import type { Urls } from '../storage/urls.ts';
import { lessonAnswers, lessonQuestions } from './tables.ts';

type Question = typeof lessonQuestions.$inferSelect;
type Answer = typeof lessonAnswers.$inferSelect;
const HOUR = 3600_000;
const NOT_FOUND = 'Question not found';
const author = (u: { firstName: string; lastName: string }) => publicName(u.firstName, u.lastName, 'A learner');
const answerOf = (a: Answer, who: { firstName: string; lastName: string }): LessonAnswer => ({
  id: a.id,
  author: a.staff ? `${who.firstName} (academy)` : author(who),
  staff: a.staff,
  body: a.body,
  created_at: a.createdAt.toISOString(),
});

/**
 * Questions under lessons (docs/decisions/096-questions-under-lessons.md): a course's learners ask on a
 * chapter (at a second of it, if they say so) and answer each other; the staff answer from their
 * queue and hide what does not belong. The asker is mailed when someone else answers. Each learner may
 * post so many an hour.
 */
export function createQuestions(deps: {
  db: Db;
  clock: Clock;
  catalogue: Catalogue;
  entitlements: Entitlements;
  urls: Urls;
  mailer: Mailer;
  publicUrl: string;
}) {
  const { db, clock, catalogue, entitlements, mailer } = deps;

  /** The learner's course, and the chapter at this place of it. */
  async function ownedChapter(userId: string, slug: string, place: { list: VideoListName; position: number }) {
    const course = await catalogue.findCourse(slug);
    if (!course) throw new ApiError(404, 'Course not found');
    if (!(await entitlements.owns(userId, 'course', course.id))) throw new ApiError(403, 'Buy this course to ask about it');
    const entry = listsOf(course)[place.list][place.position];
    if (entry === undefined) throw new ApiError(422, 'No such chapter in this course');
    return { course, entry };
  }

  /** 429 once the learner posted their hour's worth. */
  async function withinLimit(table: typeof lessonQuestions | typeof lessonAnswers, userId: string, limit: number, what: string) {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(and(eq(table.userId, userId), gte(table.createdAt, new Date(clock.now() - HOUR))));
    if ((row?.n ?? 0) >= limit) throw new ApiError(429, `You have posted ${limit} ${what} in the last hour: please wait a little before posting more`);
  }

  /** Each question's answers, oldest first, with who wrote them (hidden ones left out unless asked for). */
  async function answersOf(ids: string[], withHidden: boolean) {
    if (!ids.length) return [];
    return db
      .select({ answer: lessonAnswers, firstName: users.firstName, lastName: users.lastName })
      .from(lessonAnswers)
      .innerJoin(users, eq(users.id, lessonAnswers.userId))
      .where(and(inArray(lessonAnswers.questionId, ids), withHidden ? undefined : isNull(lessonAnswers.hiddenAt)))
      .orderBy(asc(lessonAnswers.createdAt), asc(lessonAnswers.id));
  }

  /** The answer saved, the question marked answered, and its asker mailed when someone else answered, all at once. */
  async function addAnswer(question: Question, userId: string, body: string, staff: boolean, tx: Parameters<Parameters<Db['transaction']>[0]>[0]) {
    const now = new Date(clock.now());
    const [answer] = await tx.insert(lessonAnswers).values({ questionId: question.id, userId, staff, body, createdAt: now }).returning();
    await tx
      .update(lessonQuestions)
      .set({ answeredAt: question.answeredAt ?? now })
      .where(eq(lessonQuestions.id, question.id));
    if (question.userId !== userId) {
      const [[asker], [course]] = await Promise.all([
        tx.select({ email: users.email, firstName: users.firstName, status: users.status }).from(users).where(eq(users.id, question.userId)),
        tx
          .select({
            slug: courses.slug,
            title: courses.title,
            courseVideos: courses.courseVideos,
            liveSessionVideos: courses.liveSessionVideos,
            quizVideos: courses.quizVideos,
          })
          .from(courses)
          .where(eq(courses.id, question.courseId)),
      ]);
      if (asker && course && asker.status !== 'banned' && asker.status !== 'closed') {
        const position = listsOf(course)[question.list].indexOf(question.entry);
        const url = new URL(`/dashboard/course/${encodeURIComponent(course.slug)}?list=${question.list}&chapter=${position + 1}`, deps.publicUrl).toString();
        await mailer.send(questionAnsweredMail(asker.email, asker.firstName, course.title, question.body, url), tx);
      }
    }
    return answer!;
  }

  return {
    /** One chapter's questions for a learner of the course, newest first, each with its answers. */
    async forChapter(userId: string, slug: string, place: { list: VideoListName; position: number }): Promise<LessonQuestion[]> {
      const { course, entry } = await ownedChapter(userId, slug, place);
      const rows = await db
        .select({ question: lessonQuestions, firstName: users.firstName, lastName: users.lastName })
        .from(lessonQuestions)
        .innerJoin(users, eq(users.id, lessonQuestions.userId))
        .where(
          and(
            eq(lessonQuestions.courseId, course.id),
            eq(lessonQuestions.list, place.list),
            eq(lessonQuestions.entry, entry),
            isNull(lessonQuestions.hiddenAt),
          ),
        )
        .orderBy(desc(lessonQuestions.createdAt), desc(lessonQuestions.id));
      const answers = await answersOf(
        rows.map((r) => r.question.id),
        false,
      );
      return rows.map(({ question: q, ...who }) => ({
        id: q.id,
        author: author(who),
        mine: q.userId === userId,
        body: q.body,
        at_second: q.atSecond,
        created_at: q.createdAt.toISOString(),
        answers: answers.filter((a) => a.answer.questionId === q.id).map((a) => answerOf(a.answer, a)),
      }));
    },

    async ask(user: { id: string; firstName: string; lastName: string }, slug: string, input: AskedQuestion): Promise<LessonQuestion> {
      const { course, entry } = await ownedChapter(user.id, slug, input);
      await withinLimit(lessonQuestions, user.id, POSTS_PER_HOUR.questions, 'questions');
      const [q] = await db
        .insert(lessonQuestions)
        .values({
          courseId: course.id,
          list: input.list,
          entry,
          userId: user.id,
          body: input.body,
          atSecond: input.at_second,
          createdAt: new Date(clock.now()),
        })
        .returning();
      return { id: q!.id, author: author(user), mine: true, body: q!.body, at_second: q!.atSecond, created_at: q!.createdAt.toISOString(), answers: [] };
    },

    /** A learner's answer: they own the question's course, and it is not hidden. */
    async answer(user: { id: string; firstName: string; lastName: string }, questionId: string, body: string): Promise<LessonAnswer> {
      const [question] = await db
        .select()
        .from(lessonQuestions)
        .where(and(eq(lessonQuestions.id, questionId), isNull(lessonQuestions.hiddenAt)));
      if (!question || !(await entitlements.owns(user.id, 'course', question.courseId))) throw new ApiError(404, NOT_FOUND);
      await withinLimit(lessonAnswers, user.id, POSTS_PER_HOUR.answers, 'answers');
      const answer = await db.transaction((tx) => addAnswer(question, user.id, body, false, tx));
      return answerOf(answer, user);
    },

    /** The staff's answer from the queue: audited, and the asker mailed. */
    async staffAnswer(ctx: AuditContext, staff: { firstName: string; lastName: string }, questionId: string, body: string): Promise<LessonAnswer> {
      return db.transaction(async (tx) => {
        const [question] = await tx.select().from(lessonQuestions).where(eq(lessonQuestions.id, questionId)).for('update');
        if (!question) throw new ApiError(404, NOT_FOUND);
        const answer = await addAnswer(question, ctx.actor.id, body, true, tx);
        await record(tx, { ...ctx, target: { type: 'question', id: question.id, label: question.body.slice(0, 80) }, before: null, after: { answer: body } });
        return answerOf(answer, staff);
      });
    },

    /** Hides a question (with its answers) or one answer from learners; audited, and a second time changes nothing. */
    async hide(ctx: AuditContext, kind: 'question' | 'answer', id: string): Promise<void> {
      const table = kind === 'question' ? lessonQuestions : lessonAnswers;
      await db.transaction(async (tx) => {
        const [row] = await tx.select({ body: table.body, hiddenAt: table.hiddenAt }).from(table).where(eq(table.id, id)).for('update');
        if (!row) throw new ApiError(404, kind === 'question' ? NOT_FOUND : 'Answer not found');
        if (row.hiddenAt) return;
        await tx.update(table).set({ hiddenAt: ctx.at }).where(eq(table.id, id));
        await record(tx, { ...ctx, target: { type: 'question', id, label: row.body.slice(0, 80) }, before: { hidden: false }, after: { hidden: true } });
      });
    },

    /** The staff's queue: the unanswered (oldest first, who waited longest), or every question (newest first). */
    async adminList(query: AdminQuestionQuery): Promise<{ data: AdminQuestion[]; totalRecords: number }> {
      const where: SQL | undefined = query.state === 'unanswered' ? and(isNull(lessonQuestions.answeredAt), isNull(lessonQuestions.hiddenAt)) : undefined;
      const { rows, totalRecords } = await pageOf(
        db
          .select({ question: lessonQuestions, course: courses, firstName: users.firstName, lastName: users.lastName, email: users.email })
          .from(lessonQuestions)
          .innerJoin(courses, eq(courses.id, lessonQuestions.courseId))
          .innerJoin(users, eq(users.id, lessonQuestions.userId))
          .where(where)
          .orderBy(...(query.state === 'unanswered' ? [asc(lessonQuestions.createdAt)] : [desc(lessonQuestions.createdAt)]), asc(lessonQuestions.id))
          .$dynamic(),
        db.select({ n: count() }).from(lessonQuestions).where(where),
        query,
      );
      const answers = await answersOf(
        rows.map((r) => r.question.id),
        true,
      );
      return {
        totalRecords,
        data: rows.map(({ question: q, course, ...who }) => {
          const position = listsOf(course)[q.list].indexOf(q.entry);
          return {
            id: q.id,
            author: author(who),
            body: q.body,
            at_second: q.atSecond,
            created_at: q.createdAt.toISOString(),
            course: { slug: course.slug, title: course.title },
            chapter: { list: q.list, position, title: deps.urls.chapterTitle(q.entry, Math.max(position, 0), course.chapterDetails) },
            asker: { name: `${who.firstName} ${who.lastName}`.trim(), email: who.email },
            hidden: q.hiddenAt !== null,
            answers: answers.filter((a) => a.answer.questionId === q.id).map((a) => ({ ...answerOf(a.answer, a), hidden: a.answer.hiddenAt !== null })),
          };
        }),
      };
    },
  };
}
export type Questions = ReturnType<typeof createQuestions>;
