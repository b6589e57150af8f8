import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { fileParams } from '@academy/shared/catalogue';
import { fileResponse, messageResponse, withErrors } from '@academy/shared/envelope';
import { sendStored } from '../../storage/send-stored.ts';
import { storeKey } from '../../storage/store.ts';

/**
 * `preview/{file}`: a course's free preview chapter, for anyone (with Range). Any other file is
 * not found, whether it exists or not, so the route tells nothing of the paid lists.
 */
const preview: FastifyPluginAsyncZod = async (fastify) => {
  const { catalogue, storage } = fastify;

  fastify.get(
    '/:file',
    { schema: { params: fileParams, response: withErrors({ 200: fileResponse, 206: fileResponse, 302: messageResponse }) } },
    async (request, reply) => {
      const { file } = request.params;
      if (!(await catalogue.isPreview(file))) throw new ApiError(404, 'Preview not found');
      return sendStored(reply, storage.store, storeKey('media', file), 'public, max-age=300');
    },
  );
};
export default preview;
