import fp from 'fastify-plugin';
import { createReviews, type Reviews } from './reviews.ts';
import { reviewPersonalData } from './personal-data.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Buyers' ratings of courses and robots (the reviews table). */
    reviews: Reviews;
  }
}

export default fp(
  async (fastify) => {
    const { database, catalogue, entitlements } = fastify;
    fastify.decorate('reviews', createReviews({ db: database.db, catalogue, entitlements }));
    fastify.dataRequests.add(reviewPersonalData(database.db));
  },
  { name: 'reviews', dependencies: ['database', 'catalogue', 'entitlements', 'data-requests'] },
);
