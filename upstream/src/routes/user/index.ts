import type { FastifyPluginAsync, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { ApiError, parseInput } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import { emailQuery, userUpdateRequest } from '@academy/shared/user';
import sessions from './sessions.ts';

/** `email` names whose data is asked for; a customer may only ask for their own. */
export function ownEmail(request: FastifyRequest, email: string | undefined) {
  if (email && email !== request.user!.email) throw new ApiError(403, WIRE.forbidden);
}

/** `user/details` and `details` (the dashboard loaders' read) answer the same. */
export const readDetails: RouteHandlerMethod = async function (request) {
  ownEmail(request, parseInput(emailQuery, request.query).email);
  return { code: 200, message: 'User details', data: await this.services.accounts.details(request.user!) };
};

const user: FastifyPluginAsync = async (fastify) => {
  const { accounts } = fastify.services;
  fastify.addHook('preHandler', fastify.requireSession('customer'));

  fastify.get('/details', readDetails);

  fastify.post('/update', async (request) => {
    const input = parseInput(userUpdateRequest, request.body);
    ownEmail(request, input.email);
    await accounts.update(request.user!, input);
    return { code: 200, message: 'Your details have been updated.' };
  });

  await fastify.register(sessions, { prefix: '/sessions' });
};
export default user;
