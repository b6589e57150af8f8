import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminReviews, hideReview, showReview } from '@academy/shared/endpoints/admin-catalogue';
import { route } from '../../../http/declared.ts';
import { audited } from '../audited.ts';

/** `admin/reviews`: every review, or one item's; hide one from the public, or show it again. */
const reviews: FastifyPluginAsyncZod = async (fastify) => {
  const { reviews } = fastify;
  route(fastify, adminReviews, async (request) => ({
    code: 200,
    message: 'Reviews',
    ...(await reviews.adminList(request.query)),
  }));
  route(fastify, hideReview, async (request) => ({ code: 200, message: await reviews.hide(audited(hideReview, request), request.params.id) }));
  route(fastify, showReview, async (request) => ({ code: 200, message: await reviews.show(audited(showReview, request), request.params.id) }));
};
export default reviews;
