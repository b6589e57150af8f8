import fp from 'fastify-plugin';
import { createLearningInsight, type LearningInsight } from './learning-insight.ts';
import { createLearning, type Learning } from './learning.ts';
import { createPacing, type Pacing } from './pacing.ts';
import { learningPersonalData } from './personal-data.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where a buyer is in their courses (the lesson_progress table). */
    learning: Learning;
    /** The admin's view of how learners progress, per course and per user. */
    learningInsight: LearningInsight;
    /** Which of a buyer's lessons are open yet, under their course's pacing (the lesson_unlocks table too). */
    pacing: Pacing;
  }
}

/** Buyers' progress through their courses. */
export default fp(
  async (fastify) => {
    const { db } = fastify.database;
    const pacing = createPacing({ db, clock: fastify.clock, entitlements: fastify.entitlements });
    fastify.decorate('learning', createLearning(db, fastify.clock));
    fastify.decorate('pacing', pacing);
    fastify.dataRequests.add(learningPersonalData(db));
    fastify.decorate('learningInsight', createLearningInsight(db, fastify.storage.urls, pacing));
  },
  { name: 'learning', dependencies: ['config', 'database', 'storage', 'data-requests', 'entitlements'] },
);
