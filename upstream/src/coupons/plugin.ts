import fp from 'fastify-plugin';
import { type Coupons, createCoupons } from './coupons.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Discount codes: the admin's list and forms, and what a checkout takes (the coupons and coupon_redemptions tables). */
    coupons: Coupons;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('coupons', createCoupons({ db: fastify.database.db, catalogue: fastify.catalogue, clock: fastify.clock }));
  },
  { name: 'coupons', dependencies: ['config', 'database', 'catalogue'] },
);
