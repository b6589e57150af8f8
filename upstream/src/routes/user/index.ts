import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { userDetails, userUpdate } from '@academy/shared/endpoints/accounts';
import { route } from '../../http/declared.ts';
import { ownEmail } from '../../http/own-email.ts';
import { readDetails } from '../details/index.ts';
import { customersOnly } from '../hooks.ts';
import dataRequests from './data-requests.ts';
import passkeys from './passkeys/index.ts';
import security from './security/index.ts';
import sessions from './sessions/index.ts';

/** `user`: the signed-in customer's details, where they are signed in, and their data requests (export, closing). */
const user: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(customersOnly);
  const { accounts } = fastify;

  await fastify.register(readDetails, { endpoint: userDetails });

  route(fastify, userUpdate, async (request) => {
    ownEmail(request, request.body.email);
    await accounts.update(request.user!, request.body);
    return { code: 200, message: 'Your details have been updated.' };
  });

  await fastify.register(sessions, { prefix: '/sessions' });
  await fastify.register(dataRequests);
  await fastify.register(passkeys, { prefix: '/passkeys' });
  await fastify.register(security, { prefix: '/security' });
};
export default user;
