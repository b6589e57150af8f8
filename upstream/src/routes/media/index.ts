import type { FastifyPluginAsync } from 'fastify';
import { ApiError, parseInput } from '@academy/shared/api-error';
import { fileParams } from '@academy/shared/catalogue';
import { verifiedCustomersOnly } from '../hooks.ts';

/** `media/{file}`: a course's uploaded video or audio, for its buyers only (with Range). */
const media: FastifyPluginAsync = async (fastify) => {
  await fastify.register(verifiedCustomersOnly);
  const { entitlements, storage } = fastify;

  fastify.get('/:file', async (request, reply) => {
    const { file } = parseInput(fileParams, request.params);
    if (!(await entitlements.mayPlay(request.user!.id, file))) throw new ApiError(403, 'Buy this course to watch it');
    reply.header('cache-control', 'private, max-age=600');
    return reply.sendFile(file, storage.paths.media);
  });
};
export default media;
