import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import { carriesCsrf } from '../../http/csrf-header.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opted out: a provider's webhook (it is signed) and GETs the browser loads itself (see the proxy table). */
    csrf?: boolean;
  }
}

/**
 * Every /api/ call must carry `x-csrf: 1` (a custom header forces a CORS preflight, so other sites
 * cannot send it), and every write must come from one of the shop's own origins.
 */
export default fp(
  async (fastify) => {
    const refusal = (request: FastifyRequest) => {
      if (!request.url.startsWith('/api/') || request.is404 || request.routeOptions.config.csrf === false) return undefined;
      if (!carriesCsrf(request.headers)) return new ApiError(403, WIRE.csrf);
      if (request.method !== 'GET' && request.method !== 'HEAD' && !request.shopOrigin) return new ApiError(403, WIRE.badOrigin);
      return undefined;
    };
    fastify.addHook('onRequest', (request, _reply, done) => done(refusal(request)));
  },
  { name: 'csrf', dependencies: ['shop-origin'] },
);
