import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCoupons, createCoupon, updateCoupon } from '@academy/shared/endpoints/admin-catalogue';
import { route } from '../../../http/declared.ts';
import { audited } from '../audited.ts';

/** `admin/coupons`: every coupon with its uses so far, a new one, and changes to one (active, expiry, limits). */
const coupons: FastifyPluginAsyncZod = async (fastify) => {
  const { coupons } = fastify;

  route(fastify, adminCoupons, async (request) => ({
    code: 200,
    message: 'Coupons',
    ...(await coupons.list(request.query)),
  }));

  route(fastify, createCoupon, async (request, reply) => {
    const data = await coupons.create(audited(createCoupon, request), request.body);
    return reply.code(201).send({ code: 201, message: `Coupon ${data.code} created`, data });
  });

  route(fastify, updateCoupon, async (request) => {
    const data = await coupons.update(audited(updateCoupon, request), request.params.id, request.body);
    const { active } = request.body;
    const what = active === undefined ? 'updated' : active ? 'activated' : 'deactivated';
    return { code: 200, message: `Coupon ${data.code} ${what}`, data };
  });
};
export default coupons;
