import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The call's Origin when it is one of the shop's own (config.shopOrigins), else undefined. */
    shopOrigin: string | undefined;
  }
}

/**
 * Which of the shop's origins a call came from. CSRF refuses writes without one, and the proxy
 * names it to the upstream so a payment returns the customer to the origin holding their cookie.
 */
export default fp(
  async (fastify, opts: { shopOrigins: string[] }) => {
    fastify.decorateRequest('shopOrigin', {
      getter(this: FastifyRequest) {
        const origin = this.headers.origin;
        return origin !== undefined && opts.shopOrigins.includes(origin) ? origin : undefined;
      },
    });
  },
  { name: 'shop-origin' },
);
