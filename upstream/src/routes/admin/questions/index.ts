import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminQuestions, hideAnswer, hideQuestion, staffAnswer } from '@academy/shared/endpoints/questions';
import { route } from '../../../http/declared.ts';
import { audited } from '../audited.ts';

/** `admin/questions` and `admin/answers/:id`: the staff's queue of learners' questions, answered and kept clean (no public page shows them). */
const questions: FastifyPluginAsyncZod = async (fastify) => {
  const { questions: service } = fastify;
  const quiet = { config: { changesPublicReads: false } };

  route(fastify, adminQuestions, async (request) => ({ code: 200, message: 'Questions', ...(await service.adminList(request.query)) }));

  route(fastify, staffAnswer, quiet, async (request, reply) =>
    reply.code(201).send({
      code: 201,
      message: 'Answer posted',
      data: await service.staffAnswer(audited(staffAnswer, request), request.user!, request.params.id, request.body.body),
    }),
  );

  route(fastify, hideQuestion, quiet, async (request) => {
    await service.hide(audited(hideQuestion, request), 'question', request.params.id);
    return { code: 200, message: 'Question hidden' };
  });

  route(fastify, hideAnswer, quiet, async (request) => {
    await service.hide(audited(hideAnswer, request), 'answer', request.params.id);
    return { code: 200, message: 'Answer hidden' };
  });
};
export default questions;
