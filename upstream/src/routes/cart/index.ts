import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cartAddRequest, cartClearRequest, cartRemoveRequest, cartResponse } from '@academy/shared/cart';
import { withErrors } from '@academy/shared/envelope';
import { emailQuery } from '@academy/shared/user';
import { ownEmail } from '../../http/own-email.ts';
import { customersOnly } from '../hooks.ts';

const cartRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(customersOnly);
  const { cart } = fastify;
  const response = withErrors({ 200: cartResponse });

  fastify.get('/fetch', { schema: { querystring: emailQuery, response } }, async (request) => {
    ownEmail(request, request.query.email);
    return { code: 200, message: 'Cart', data: await cart.fetch(request.user!.id) };
  });

  fastify.post('/add', { schema: { body: cartAddRequest, response } }, async (request) => {
    const { slug, type, email } = request.body;
    ownEmail(request, email);
    await cart.add(request.user!.id, slug, type);
    return { code: 200, message: 'Item added to cart', data: await cart.fetch(request.user!.id) };
  });

  fastify.post('/remove', { schema: { body: cartRemoveRequest, response } }, async (request) => {
    const { slug, email } = request.body;
    ownEmail(request, email);
    await cart.remove(request.user!.id, slug);
    return { code: 200, message: 'Item removed from cart', data: await cart.fetch(request.user!.id) };
  });

  fastify.post('/clear', { schema: { body: cartClearRequest, response } }, async (request) => {
    ownEmail(request, request.body.email);
    await cart.clear(request.user!.id);
    return { code: 200, message: 'Cart cleared', data: await cart.fetch(request.user!.id) };
  });
};
export default cartRoutes;
