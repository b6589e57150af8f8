import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '@academy/shared/api-error';
import { userUpdateRequest } from '@academy/shared/user';
import { ownEmail } from '../../http/own-email.ts';
import { readDetails } from '../details/index.ts';
import { customersOnly } from '../hooks.ts';
import sessions from './sessions/index.ts';

/** `user`: the signed-in customer's details, and where they are signed in. */
const user: FastifyPluginAsync = async (fastify) => {
  await fastify.register(customersOnly);
  const { accounts } = fastify;

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
