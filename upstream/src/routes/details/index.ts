import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { detailsAlias, type userDetails } from '@academy/shared/endpoints/accounts';
import { route } from '../../http/declared.ts';
import { ownEmail } from '../../http/own-email.ts';
import { customersOnly } from '../hooks.ts';

/** `details` and `user/details` (the dashboard loaders' read) answer the same: registered by each folder with its own declaration. */
export const readDetails: FastifyPluginAsyncZod<{ endpoint: typeof detailsAlias | typeof userDetails }> = async (fastify, { endpoint }) => {
  route(fastify, endpoint, async (request) => {
    ownEmail(request, request.query.email);
    return { code: 200, message: 'User details', data: await fastify.accounts.details(request.user!) };
  });
};

const details: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(customersOnly);
  await fastify.register(readDetails, { endpoint: detailsAlias });
};
export default details;
