import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOrders, refundOrder } from '@academy/shared/endpoints/admin-shop';
import { route } from '../../../http/declared.ts';
import { audited } from '../audited.ts';

/** `admin/orders`: every order as it was paid (short, over, refunded), and refunding one. */
const orders: FastifyPluginAsyncZod = async (fastify) => {
  const { orderBook, refunds } = fastify;

  route(fastify, adminOrders, async (request) => ({
    code: 200,
    message: 'Orders',
    ...(await orderBook.page(request.query)),
  }));

  route(fastify, refundOrder, async (request, reply) => {
    const { refund, message } = await refunds.refund(audited(refundOrder, request), request.params.id, request.body);
    return reply.code(201).send({ code: 201, message, data: refund });
  });
};
export default orders;
