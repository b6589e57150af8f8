import type { FastifyPluginAsync } from 'fastify';
import { ordersOf } from '../payments/orders.ts';

/** The customer's order history and the paid group's invite link. */
const accountExtras: FastifyPluginAsync = async (fastify) => {
  const { database, invites } = fastify.services;
  const customer = { preHandler: fastify.requireSession('customer') };

  fastify.get('/orders', customer, async (request) => ({ code: 200, message: 'Orders', data: await ordersOf(database.db, request.user!.id) }));

  fastify.get('/telegram/invite', customer, async (request) => ({
    code: 200,
    message: 'Telegram invite',
    data: { invite_link: await invites.inviteFor(request.user!) },
  }));
};
export default accountExtras;
