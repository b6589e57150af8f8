import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noInput, withErrors } from '@academy/shared/envelope';
import { ordersResponse } from '@academy/shared/payments';
import { customersOnly } from '../hooks.ts';

/** `orders`: the customer's order history. */
const orders: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(customersOnly);
  const { orders: history } = fastify;

  fastify.get('/', { schema: { querystring: noInput, response: withErrors({ 200: ordersResponse }) } }, async (request) => ({
    code: 200,
    message: 'Orders',
    data: await history.of(request.user!.id),
  }));
};
export default orders;
