import { extname } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { RESOURCE_TYPES } from '@academy/shared/chapters';
import { mediaFile } from '@academy/shared/endpoints/learning';
import { route } from '../../http/declared.ts';
import { sendStored } from '../../storage/send-stored.ts';
import { storeKey } from '../../storage/store.ts';
import { verifiedCustomersOnly } from '../hooks.ts';

/**
 * `media/{file}`: a course's uploaded video or audio (and its chapters' captions and resources), for its buyers only and once its lesson is open
 * to them (learning/pacing.ts), with Range or sent on to a signed link, on no more of the account's
 * devices at once than the limit (streams/streams.ts).
 */
const media: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(verifiedCustomersOnly);
  const { pacing, storage, streams } = fastify;

  route(fastify, mediaFile, async (request, reply) => {
    const { file } = request.params;
    const refusal = await pacing.playRefusal(request.user!.id, file);
    if (refusal) throw new ApiError(403, refusal);
    // A chapter's resource is a download, not a stream: it takes no place among the account's devices.
    if (!(RESOURCE_TYPES as readonly string[]).includes(extname(file).toLowerCase())) await streams.admit(request.user!.id, request.sessionFamily!);
    return sendStored(reply, storage.store, storeKey('media', file), 'private, max-age=600');
  });
};
export default media;
