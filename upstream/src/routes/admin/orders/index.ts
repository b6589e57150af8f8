import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrderListResponse, adminOrderQuery, orderIdParams, refundRequest, refundResponse } from '@academy/shared/admin-orders';
import { withErrors } from '@academy/shared/envelope';

/** `admin/orders`: every order as it was paid (short, over, refunded), and refunding one. */
const orders: FastifyPluginAsyncZod = async (fastify) => {
  const { orderBook, refunds } = fastify;

  fastify.get('/', { schema: { querystring: adminOrderQuery, response: withErrors({ 200: adminOrderListResponse }) } }, async (request) => ({
    code: 200,
    message: 'Orders',
    ...(await orderBook.page(request.query)),
  }));

  fastify.post(
    '/:id/refund',
    { schema: { params: orderIdParams, body: refundRequest, response: withErrors({ 201: refundResponse }) } },
    async (request, reply) => {
      const { refund, message } = await refunds.refund(request.user!, request.params.id, request.body);
      return reply.code(201).send({ code: 201, message, data: refund });
    },
  );
};
export default orders;
