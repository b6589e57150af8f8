import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPageQuery } from '@academy/shared/admin-catalogue';
import { withErrors } from '@academy/shared/envelope';
import { adminCouponListResponse, adminCouponResponse, couponIdParams, createCouponRequest, updateCouponRequest } from '@academy/shared/coupons';

/** `admin/coupons`: every coupon with its uses so far, a new one, and changes to one (active, expiry, limits). */
const coupons: FastifyPluginAsyncZod = async (fastify) => {
  const { coupons } = fastify;

  fastify.get('/', { schema: { querystring: adminPageQuery, response: withErrors({ 200: adminCouponListResponse }) } }, async (request) => ({
    code: 200,
    message: 'Coupons',
    ...(await coupons.list(request.query)),
  }));

  fastify.post('/create', { schema: { body: createCouponRequest, response: withErrors({ 201: adminCouponResponse }) } }, async (request, reply) => {
    const data = await coupons.create(request.body);
    return reply.code(201).send({ code: 201, message: `Coupon ${data.code} created`, data });
  });

  fastify.post(
    '/:id/update',
    { schema: { params: couponIdParams, body: updateCouponRequest, response: withErrors({ 200: adminCouponResponse }) } },
    async (request) => {
      const data = await coupons.update(request.params.id, request.body);
      const { active } = request.body;
      const what = active === undefined ? 'updated' : active ? 'activated' : 'deactivated';
      return { code: 200, message: `Coupon ${data.code} ${what}`, data };
    },
  );
};
export default coupons;
