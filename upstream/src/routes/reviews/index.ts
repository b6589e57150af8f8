import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { slugParams } from '@academy/shared/catalogue';
import { messageResponse, withErrors } from '@academy/shared/envelope';
import { ownReviewResponse, reviewListQuery, reviewListResponse, reviewRequest } from '@academy/shared/reviews';
import { encodeChange, PUBLIC_CHANGE_HEADER } from '@academy/shared/server/public-change';

/**
 * `<courses|robots>/:slug/review(s)`: an item's public reviews, and a buyer's own one to read and
 * write. Registered under both item prefixes, as the item's own calls are.
 */
const itemReviews: FastifyPluginAsyncZod<{ itemType: 'course' | 'robot' }> = async (fastify, { itemType }) => {
  const { reviews, publicReads } = fastify;
  const customer = fastify.requireSession('customer');

  fastify.get(
    '/:slug/reviews',
    { schema: { params: slugParams, querystring: reviewListQuery, response: withErrors({ 200: reviewListResponse }) } },
    async (request, reply) => {
      const make = async () => ({ code: 200, message: 'Reviews', ...(await reviews.publicList(itemType, request.params.slug, request.query)) });
      return publicReads.send(request, reply, await publicReads.get(request, reply, make));
    },
  );

  fastify.get(
    '/:slug/review',
    { preValidation: customer, schema: { params: slugParams, response: withErrors({ 200: ownReviewResponse }) } },
    async (request) => ({
      code: 200,
      message: 'Your review',
      data: await reviews.own(request.user!.id, itemType, request.params.slug),
    }),
  );

  fastify.post(
    '/:slug/review',
    {
      preValidation: [customer, fastify.reviewWriteLimit],
      schema: { params: slugParams, body: reviewRequest, response: withErrors({ 200: messageResponse }) },
    },
    async (request, reply) => {
      const { slug } = request.params;
      const { done, ratingMoved } = await reviews.write(request.user!.id, itemType, slug, request.body);
      // The item's pages change; listings only when the rating they show moved (http/public-reads.ts, and the BFF's pages).
      reply.header(PUBLIC_CHANGE_HEADER, encodeChange({ slug, listings: ratingMoved }));
      return { code: 200, message: done === 'created' ? 'Thank you for your review' : 'Your review is updated' };
    },
  );
};
export default itemReviews;
