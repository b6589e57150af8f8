import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { fileParams } from '@academy/shared/catalogue';
import { fileResponse, withErrors } from '@academy/shared/envelope';

/**
 * `preview/{file}`: a course's free preview chapter, for anyone (with Range). Any other file is
 * not found, whether it exists or not, so the route tells nothing of the paid lists.
 */
const preview: FastifyPluginAsyncZod = async (fastify) => {
  const { catalogue, storage } = fastify;

  fastify.get('/:file', { schema: { params: fileParams, response: withErrors({ 200: fileResponse, 206: fileResponse }) } }, async (request, reply) => {
    const { file } = request.params;
    if (!(await catalogue.isPreview(file))) throw new ApiError(404, 'Preview not found');
    reply.header('cache-control', 'public, max-age=300');
    return reply.sendFile(file, storage.paths.media);
  });
};
export default preview;
