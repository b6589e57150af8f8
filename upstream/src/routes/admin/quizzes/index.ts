import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { slugParams } from '@academy/shared/catalogue';
import { messageResponse, withErrors } from '@academy/shared/envelope';
import { adminQuizSetListResponse, adminQuizSetResponse, quizIdParams, quizSetRequest } from '@academy/shared/quizzes';

/** `admin/courses/:slug/quizzes` and `admin/quizzes/:id`: a course's question sets, written by the admin. */
const quizzes: FastifyPluginAsyncZod = async (fastify) => {
  const { quizzes } = fastify;

  fastify.get('/courses/:slug/quizzes', { schema: { params: slugParams, response: withErrors({ 200: adminQuizSetListResponse }) } }, async (request) => ({
    code: 200,
    message: 'Quizzes',
    data: await quizzes.adminList(request.params.slug),
  }));

  fastify.post(
    '/courses/:slug/quizzes',
    { schema: { params: slugParams, body: quizSetRequest, response: withErrors({ 201: adminQuizSetResponse }) } },
    async (request, reply) => reply.code(201).send({ code: 201, message: 'Quiz added', data: await quizzes.create(request.params.slug, request.body) }),
  );

  fastify.post(
    '/quizzes/:id',
    { schema: { params: quizIdParams, body: quizSetRequest, response: withErrors({ 200: adminQuizSetResponse }) } },
    async (request) => ({
      code: 200,
      message: 'Quiz saved',
      data: await quizzes.update(request.params.id, request.body),
    }),
  );

  fastify.post('/quizzes/:id/delete', { schema: { params: quizIdParams, response: withErrors({ 200: messageResponse }) } }, async (request) => {
    await quizzes.remove(request.params.id);
    return { code: 200, message: 'Quiz deleted' };
  });
};
export default quizzes;
