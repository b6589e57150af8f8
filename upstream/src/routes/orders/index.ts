import type { FastifyPluginAsync } from 'fastify';
import { customersOnly } from '../hooks.ts';

/** `orders`: the customer's order history. */
const orders: FastifyPluginAsync = async (fastify) => {
  await fastify.register(customersOnly);
  const { orders: history } = fastify;

  fastify.get('/', async (request) => ({ code: 200, message: 'Orders', data: await history.of(request.user!.id) }));
};
export default orders;
