import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse, withErrors } from '@academy/shared/envelope';
import { adminReviewListResponse, adminReviewQuery, reviewIdParams } from '@academy/shared/reviews';

/** `admin/reviews`: every review, or one item's; hide one from the public, or show it again. */
const reviews: FastifyPluginAsyncZod = async (fastify) => {
  const { reviews } = fastify;
  const byId = { params: reviewIdParams, response: withErrors({ 200: messageResponse }) };

  fastify.get('/', { schema: { querystring: adminReviewQuery, response: withErrors({ 200: adminReviewListResponse }) } }, async (request) => ({
    code: 200,
    message: 'Reviews',
    ...(await reviews.adminList(request.query)),
  }));
  fastify.post('/:id/hide', { schema: byId }, async (request) => ({ code: 200, message: await reviews.hide(request.params.id) }));
  fastify.post('/:id/show', { schema: byId }, async (request) => ({ code: 200, message: await reviews.show(request.params.id) }));
};
export default reviews;
