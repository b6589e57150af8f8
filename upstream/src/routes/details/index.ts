import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withErrors } from '@academy/shared/envelope';
import { emailQuery, userDetailsResponse } from '@academy/shared/user';
import { ownEmail } from '../../http/own-email.ts';
import { customersOnly } from '../hooks.ts';

/** `details` and `user/details` (the dashboard loaders' read) answer the same: registered at `url` by each. */
export const readDetails: FastifyPluginAsyncZod<{ url: string }> = async (fastify, { url }) => {
  fastify.get(url, { schema: { querystring: emailQuery, response: withErrors({ 200: userDetailsResponse }) } }, async (request) => {
    ownEmail(request, request.query.email);
    return { code: 200, message: 'User details', data: await fastify.accounts.details(request.user!) };
  });
};

const details: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(customersOnly);
  await fastify.register(readDetails, { url: '/' });
};
export default details;
