import type { FastifyPluginAsync, RouteHandlerMethod } from 'fastify';
import { parseInput } from '@academy/shared/api-error';
import { emailQuery } from '@academy/shared/user';
import { ownEmail } from '../../http/own-email.ts';
import { customersOnly } from '../hooks.ts';

/** `details` and `user/details` (the dashboard loaders' read) answer the same. */
export const readDetails: RouteHandlerMethod = async function (request) {
  ownEmail(request, parseInput(emailQuery, request.query).email);
  return { code: 200, message: 'User details', data: await this.accounts.details(request.user!) };
};

const details: FastifyPluginAsync = async (fastify) => {
  await fastify.register(customersOnly);
  fastify.get('/', readDetails);
};
export default details;
