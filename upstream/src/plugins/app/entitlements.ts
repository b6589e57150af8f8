import fp from 'fastify-plugin';
import { createLearningInsight, type LearningInsight } from '../../learning/learning-insight.ts';
import { createLearning, type Learning } from '../../learning/learning.ts';
import { createEntitlements, type Entitlements } from '../../purchases/entitlements.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What a customer bought and may reach (the purchases table). */
    entitlements: Entitlements;
    /** Where a buyer is in their courses (the lesson_progress table). */
    learning: Learning;
    /** The admin's view of how learners progress, per course and per user. */
    learningInsight: LearningInsight;
  }
}

/** Purchases and what they entitle to. */
export default fp(
  async (fastify) => {
    const { db } = fastify.database;
    fastify.decorate('entitlements', createEntitlements(db));
    fastify.decorate('learning', createLearning(db));
    fastify.decorate('learningInsight', createLearningInsight(db, fastify.storage.urls));
  },
  { name: 'entitlements', dependencies: ['database', 'storage'] },
);
