import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addQuiz, adminCourseQuizzes, deleteQuiz, saveQuiz } from '@academy/shared/endpoints/admin-catalogue';
import { route } from '../../../http/declared.ts';
import { audited } from '../audited.ts';

/** `admin/courses/:slug/quizzes` and `admin/quizzes/:id`: a course's question sets, written by the admin. */
const quizzes: FastifyPluginAsyncZod = async (fastify) => {
  const { quizzes } = fastify;

  route(fastify, adminCourseQuizzes, async (request) => ({
    code: 200,
    message: 'Quizzes',
    data: await quizzes.adminList(request.params.slug),
  }));

  route(fastify, addQuiz, async (request, reply) =>
    reply.code(201).send({ code: 201, message: 'Quiz added', data: await quizzes.create(audited(addQuiz, request), request.params.slug, request.body) }),
  );

  route(fastify, saveQuiz, async (request) => ({
    code: 200,
    message: 'Quiz saved',
    data: await quizzes.update(audited(saveQuiz, request), request.params.id, request.body),
  }));

  route(fastify, deleteQuiz, async (request) => {
    await quizzes.remove(audited(deleteQuiz, request), request.params.id);
    return { code: 200, message: 'Quiz deleted' };
  });
};
export default quizzes;
