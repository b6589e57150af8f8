import fp from 'fastify-plugin';
import { createQuizzes, type Quizzes } from './quizzes.ts';
import { quizPersonalData } from './personal-data.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Courses' scored question sets and learners' attempts (the quiz_sets and quiz_attempts tables). */
    quizzes: Quizzes;
  }
}

export default fp(
  async (fastify) => {
    const { database, catalogue, entitlements } = fastify;
    fastify.decorate('quizzes', createQuizzes({ db: database.db, catalogue, entitlements }));
    fastify.dataRequests.add(quizPersonalData(database.db));
  },
  { name: 'quizzes', dependencies: ['database', 'catalogue', 'entitlements', 'data-requests'] },
);
