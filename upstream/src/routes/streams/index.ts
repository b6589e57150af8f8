import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { claimStream, releaseStream } from '@academy/shared/endpoints/learning';
import { route } from '../../http/declared.ts';
import { verifiedCustomersOnly } from '../hooks.ts';

/** `streams`: an open lesson holds its device's place among the account's (streams/streams.ts), and frees it when left. */
const streams: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(verifiedCustomersOnly);

  route(fastify, claimStream, async (request) => {
    await fastify.streams.admit(request.user!.id, request.sessionFamily!, request.body.take_over);
    return { code: 200, message: 'Playing on this device' };
  });

  route(fastify, releaseStream, async (request) => {
    await fastify.streams.release(request.sessionFamily!);
    return { code: 200, message: 'Stopped playing on this device' };
  });
};
export default streams;
