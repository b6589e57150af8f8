import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { orderHistory } from '@academy/shared/endpoints/payments';
import { route } from '../../http/declared.ts';
import { customersOnly } from '../hooks.ts';

/** `orders`: the customer's order history. */
const orders: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(customersOnly);
  const { orders: history } = fastify;

  route(fastify, orderHistory, async (request) => ({
    code: 200,
    message: 'Orders',
    data: await history.of(request.user!.id),
  }));
};
export default orders;
