import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { PersonalDataPart } from '../db/personal-data.ts';
import { courses } from '../catalogue/tables.ts';
import { quizAttempts, quizSets } from './tables.ts';

/** The learner's attempts at courses' question sets, with what they chose; closing deletes them, as it does progress. */
export function quizPersonalData(db: Db): PersonalDataPart {
  return {
    exported: {
      'quiz-attempts.json': async (userId) =>
        (
          await db
            .select({ a: quizAttempts, set: quizSets.title, course: { slug: courses.slug, title: courses.title } })
            .from(quizAttempts)
            .innerJoin(quizSets, eq(quizSets.id, quizAttempts.setId))
            .innerJoin(courses, eq(courses.id, quizSets.courseId))
            .where(eq(quizAttempts.userId, userId))
            .orderBy(desc(quizAttempts.createdAt))
        ).map(({ a, set, course }) => ({
          course,
          quiz: set,
          answers: a.answers,
          correct: a.correct,
          total: a.total,
          score_percent: a.scorePercent,
          passed: a.passed,
          taken_at: a.createdAt.toISOString(),
        })),
    },
    async close(tx, { id }) {
      await tx.delete(quizAttempts).where(eq(quizAttempts.userId, id));
    },
  };
}
