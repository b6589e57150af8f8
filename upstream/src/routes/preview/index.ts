import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { previewFile } from '@academy/shared/endpoints/learning';
import { route } from '../../http/declared.ts';
import { sendStored } from '../../storage/send-stored.ts';
import { storeKey } from '../../storage/store.ts';

/**
 * `preview/{file}`: a course's free preview chapter, for anyone (with Range). Any other file is
 * not found, whether it exists or not, so the route tells nothing of the paid lists.
 */
const preview: FastifyPluginAsyncZod = async (fastify) => {
  const { catalogue, storage } = fastify;

  route(fastify, previewFile, async (request, reply) => {
    const { file } = request.params;
    if (!(await catalogue.isPreview(file))) throw new ApiError(404, 'Preview not found');
    return sendStored(reply, storage.store, storeKey('media', file), 'public, max-age=300');
  });
};
export default preview;
