import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { fileParams } from '@academy/shared/catalogue';
import { fileResponse, withErrors } from '@academy/shared/envelope';
import { verifiedCustomersOnly } from '../hooks.ts';

/** `media/{file}`: a course's uploaded video or audio, for its buyers only (with Range). */
const media: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(verifiedCustomersOnly);
  const { entitlements, storage } = fastify;

  fastify.get('/:file', { schema: { params: fileParams, response: withErrors({ 200: fileResponse, 206: fileResponse }) } }, async (request, reply) => {
    const { file } = request.params;
    if (!(await entitlements.mayPlay(request.user!.id, file))) throw new ApiError(403, 'Buy this course to watch it');
    reply.header('cache-control', 'private, max-age=600');
    return reply.sendFile(file, storage.paths.media);
  });
};
export default media;
