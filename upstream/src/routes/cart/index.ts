import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '@academy/shared/api-error';
import { cartAddRequest, cartClearRequest, cartRemoveRequest } from '@academy/shared/cart';
import { emailQuery } from '@academy/shared/user';
import { ownEmail } from '../../http/own-email.ts';
import { customersOnly } from '../hooks.ts';

const cartRoutes: FastifyPluginAsync = async (fastify) => {
  await fastify.register(customersOnly);
  const { cart } = fastify;

  fastify.get('/fetch', async (request) => {
    ownEmail(request, parseInput(emailQuery, request.query).email);
    return { code: 200, message: 'Cart', data: await cart.fetch(request.user!.id) };
  });

  fastify.post('/add', async (request) => {
    const { slug, type, email } = parseInput(cartAddRequest, request.body);
    ownEmail(request, email);
    await cart.add(request.user!.id, slug, type);
    return { code: 200, message: 'Item added to cart', data: await cart.fetch(request.user!.id) };
  });

  fastify.post('/remove', async (request) => {
    const { slug, email } = parseInput(cartRemoveRequest, request.body);
    ownEmail(request, email);
    await cart.remove(request.user!.id, slug);
    return { code: 200, message: 'Item removed from cart', data: await cart.fetch(request.user!.id) };
  });

  fastify.post('/clear', async (request) => {
    ownEmail(request, parseInput(cartClearRequest, request.body).email);
    await cart.clear(request.user!.id);
    return { code: 200, message: 'Cart cleared', data: await cart.fetch(request.user!.id) };
  });
};
export default cartRoutes;
