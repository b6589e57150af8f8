import fp from 'fastify-plugin';
import { createQuestions, type Questions } from './questions.ts';
import { questionsPersonalData } from './personal-data.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Questions under lessons and their answers (the lesson_questions and lesson_answers tables). */
    questions: Questions;
  }
}

export default fp(
  async (fastify) => {
    const { config, clock, database, catalogue, entitlements, storage, mailer } = fastify;
    fastify.decorate(
      'questions',
      createQuestions({ db: database.db, clock, catalogue, entitlements, urls: storage.urls, mailer, publicUrl: config.PUBLIC_URL }),
    );
    fastify.dataRequests.add(questionsPersonalData(database.db));
  },
  { name: 'questions', dependencies: ['config', 'database', 'catalogue', 'entitlements', 'storage', 'mail', 'data-requests'] },
);
