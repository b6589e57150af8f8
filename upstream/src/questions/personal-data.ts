import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { PersonalDataPart } from '../db/personal-data.ts';
import { courses } from '../catalogue/tables.ts';
import { lessonAnswers, lessonQuestions } from './tables.ts';

/** The customer's questions and answers under lessons; closing deletes them (a question's answers by others go with it). */
export function questionsPersonalData(db: Db): PersonalDataPart {
  const when = (d: Date | null) => d?.toISOString() ?? null;
  return {
    exported: {
      'questions.json': async (userId) => {
        const [asked, answered] = await Promise.all([
          db
            .select({ q: lessonQuestions, course: { slug: courses.slug, title: courses.title } })
            .from(lessonQuestions)
            .innerJoin(courses, eq(courses.id, lessonQuestions.courseId))
            .where(eq(lessonQuestions.userId, userId))
            .orderBy(asc(lessonQuestions.createdAt)),
          db.select().from(lessonAnswers).where(eq(lessonAnswers.userId, userId)).orderBy(asc(lessonAnswers.createdAt)),
        ]);
        return {
          asked: asked.map(({ q, course }) => ({
            course,
            chapter: q.entry,
            body: q.body,
            at_second: q.atSecond,
            asked_at: q.createdAt.toISOString(),
            hidden_by_the_shop: when(q.hiddenAt),
          })),
          answered: answered.map((a) => ({
            question_id: a.questionId,
            body: a.body,
            answered_at: a.createdAt.toISOString(),
            hidden_by_the_shop: when(a.hiddenAt),
          })),
        };
      },
    },
    async close(tx, { id }) {
      await tx.delete(lessonAnswers).where(eq(lessonAnswers.userId, id));
      await tx.delete(lessonQuestions).where(eq(lessonQuestions.userId, id));
    },
  };
}
