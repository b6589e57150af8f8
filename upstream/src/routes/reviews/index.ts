import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { courseReviews, robotReviews } from '@academy/shared/endpoints/reviews';
import { encodeChange, PUBLIC_CHANGE_HEADER } from '@academy/shared/server/public-change';
import { route } from '../../http/declared.ts';

/**
 * `<courses|robots>/:slug/review(s)`: an item's public reviews, and a buyer's own one to read and
 * write. Registered under both item prefixes, as the item's own calls are.
 */
const itemReviews: FastifyPluginAsyncZod<{ itemType: 'course' | 'robot' }> = async (fastify, { itemType }) => {
  const { reviews, publicReads } = fastify;
  const customer = fastify.requireSession('customer');
  const declared = itemType === 'course' ? courseReviews : robotReviews;

  route(fastify, declared.list, async (request, reply) => {
    const make = async () => ({ code: 200, message: 'Reviews', ...(await reviews.publicList(itemType, request.params.slug, request.query)) });
    return publicReads.send(request, reply, await publicReads.get(request, reply, make));
  });

  route(fastify, declared.own, { preValidation: customer }, async (request) => ({
    code: 200,
    message: 'Your review',
    data: await reviews.own(request.user!.id, itemType, request.params.slug),
  }));

  route(fastify, declared.write, { preValidation: [customer, fastify.reviewWriteLimit] }, async (request, reply) => {
    const { slug } = request.params;
    const { done, ratingMoved } = await reviews.write(request.user!.id, itemType, slug, request.body);
    // The item's pages change; listings only when the rating they show moved (http/public-reads.ts, and the BFF's pages).
    reply.header(PUBLIC_CHANGE_HEADER, encodeChange({ slug, listings: ratingMoved }));
    return { code: 200, message: done === 'created' ? 'Thank you for your review' : 'Your review is updated' };
  });
};
export default itemReviews;
