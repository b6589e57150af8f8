import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseQuizzes, quizAttempt, quizAttempts } from '@academy/shared/endpoints/learning';
import { route } from '../../http/declared.ts';
import { verifiedCustomersOnly } from '../hooks.ts';

/** `courses/:slug/quizzes`: a buyer's question sets, their attempts, and a new attempt scored. */
const quizzes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(verifiedCustomersOnly);
  const { quizzes, catalogue, certificates } = fastify;

  route(fastify, courseQuizzes, async (request) => ({
    code: 200,
    message: 'Quizzes',
    data: await quizzes.learnerList(request.user!.id, request.params.slug),
  }));

  route(fastify, quizAttempt, async (request) => {
    const { slug, id } = request.params;
    const result = await quizzes.submit(request.user!.id, slug, id, request.body.answers);
    // This pass may have been the last thing left: the certificate then comes with it.
    const course = result.passed ? await catalogue.findCourse(slug) : undefined;
    if (course) await certificates.awardIfComplete(request.user!.id, course.id);
    return { code: 200, message: 'Your answers are scored', data: result };
  });

  route(fastify, quizAttempts, async (request) => ({
    code: 200,
    message: 'Your attempts',
    data: await quizzes.history(request.user!.id, request.params.slug, request.params.id),
  }));
};
export default quizzes;
