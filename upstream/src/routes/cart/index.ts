import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MIN_ORDER_USD_CENTS } from '@academy/shared/coupons';
import { cartAdd, cartClear, cartCoupon, cartFetch, cartMerge, cartRemove } from '@academy/shared/endpoints/cart';
import { formatUsd } from '@academy/shared/money';
import { route } from '../../http/declared.ts';
import { ownEmail } from '../../http/own-email.ts';
import { customersOnly } from '../hooks.ts';

const cartRoutes: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(customersOnly);
  const {
    cart,
    payments: { checkout },
  } = fastify;

  route(fastify, cartFetch, async (request) => {
    ownEmail(request, request.query.email);
    return { code: 200, message: 'Cart', data: await cart.fetch(request.user!.id) };
  });

  route(fastify, cartAdd, async (request) => {
    const { slug, type, email } = request.body;
    ownEmail(request, email);
    await cart.add(request.user!.id, slug, type);
    return { code: 200, message: 'Item added to cart', data: await cart.fetch(request.user!.id) };
  });

  route(fastify, cartMerge, async (request) => {
    const left = await cart.merge(request.user!.id, request.body.items);
    return { code: 200, message: 'Cart merged', data: { ...(await cart.fetch(request.user!.id)), ...left } };
  });

  route(fastify, cartRemove, async (request) => {
    const { slug, email } = request.body;
    ownEmail(request, email);
    await cart.remove(request.user!.id, slug);
    return { code: 200, message: 'Item removed from cart', data: await cart.fetch(request.user!.id) };
  });

  route(fastify, cartClear, async (request) => {
    ownEmail(request, request.body.email);
    await cart.clear(request.user!.id);
    return { code: 200, message: 'Cart cleared', data: await cart.fetch(request.user!.id) };
  });

  // What a coupon does to the cart as it is now (or to a plan's first period), priced as checkout will price it.
  route(fastify, cartCoupon, async (request) => {
    const { products } = await cart.fetch(request.user!.id);
    const slugs = (type: 'course' | 'robot') => products.filter((p) => p.type === type).map((p) => p.slug);
    const { code, plan } = request.body;
    const data = await checkout.quote(request.user!, plan ? { plan } : { courses: slugs('course'), robots: slugs('robot') }, code);
    return {
      code: 200,
      message: data.capped
        ? `Coupon ${data.code} applied: the total cannot go below ${formatUsd(MIN_ORDER_USD_CENTS / 100)}, the smallest payment we can take`
        : `Coupon ${data.code} applied`,
      data,
    };
  });
};
export default cartRoutes;
