import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerQuestion } from '@academy/shared/endpoints/questions';
import { route } from '../../http/declared.ts';
import { verifiedCustomersOnly } from '../hooks.ts';

/** `questions/:id/answers`: a learner answers another's question on a course they own. */
const questions: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(verifiedCustomersOnly);
  route(fastify, answerQuestion, async (request, reply) =>
    reply.code(201).send({ code: 201, message: 'Answer posted', data: await fastify.questions.answer(request.user!, request.params.id, request.body.body) }),
  );
};
export default questions;
