import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { askQuestion, chapterQuestions } from '@academy/shared/endpoints/questions';
import { route } from '../../http/declared.ts';
import { verifiedCustomersOnly } from '../hooks.ts';

/** `courses/:slug/questions`: a chapter's questions, for the course's learners, and asking one. */
const courseQuestions: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(verifiedCustomersOnly);
  const { questions } = fastify;

  route(fastify, chapterQuestions, async (request) => ({
    code: 200,
    message: 'Questions',
    data: await questions.forChapter(request.user!.id, request.params.slug, request.query),
  }));

  route(fastify, askQuestion, async (request, reply) =>
    reply.code(201).send({ code: 201, message: 'Question posted', data: await questions.ask(request.user!, request.params.slug, request.body) }),
  );
};
export default courseQuestions;
