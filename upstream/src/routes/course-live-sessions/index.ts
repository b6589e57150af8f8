import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseLiveSessions } from '@academy/shared/endpoints/live-sessions';
import { route } from '../../http/declared.ts';
import { verifiedCustomersOnly } from '../hooks.ts';

/** `courses/:slug/live-sessions`: a buyer's live sessions of a course, soonest first. */
const courseSessions: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(verifiedCustomersOnly);
  route(fastify, courseLiveSessions, async (request) => ({
    code: 200,
    message: 'Live sessions',
    data: await fastify.liveSessions.learnerList(request.user!.id, request.params.slug),
  }));
};
export default courseSessions;
