import fp from 'fastify-plugin';
import { createLearning, type Learning } from '../../learning/learning.ts';
import { createEntitlements, type Entitlements } from '../../purchases/entitlements.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What a customer bought and may reach (the purchases table). */
    entitlements: Entitlements;
    /** Where a buyer is in their courses (the lesson_progress table). */
    learning: Learning;
  }
}

/** Purchases and what they entitle to. */
export default fp(
  async (fastify) => {
    const { db } = fastify.database;
    fastify.decorate('entitlements', createEntitlements(db));
    fastify.decorate('learning', createLearning(db));
  },
  { name: 'entitlements', dependencies: ['database'] },
);
