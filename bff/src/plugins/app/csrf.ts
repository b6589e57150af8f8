import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opted out: a provider's webhook (it is signed) and GETs the browser loads itself (see the proxy table). */
    csrf?: boolean;
  }
}

const isLoopback = (host: string) => host === 'localhost' || host === '127.0.0.1' || host === '[::1]';

/**
 * Every /api/ call must carry `x-csrf: 1` (a custom header forces a CORS preflight, so other sites
 * cannot send it), and every write must come from our own Origin.
 */
export default fp(
  async (fastify, opts: { publicUrl: string; publicUrlImplicit: boolean }) => {
    const ours = new URL(opts.publicUrl);
    const originAllowed = (origin: string | undefined) => {
      if (!origin) return false;
      if (origin === ours.origin) return true;
      // Without an explicit PUBLIC_URL, localhost and 127.0.0.1 on our port are the same shop.
      try {
        const url = new URL(origin);
        return opts.publicUrlImplicit && isLoopback(url.hostname) && url.port === ours.port && url.protocol === ours.protocol;
      } catch {
        return false;
      }
    };

    const refusal = (request: FastifyRequest) => {
      if (!request.url.startsWith('/api/') || request.is404 || request.routeOptions.config.csrf === false) return undefined;
      if (request.headers['x-csrf'] !== '1') return new ApiError(403, WIRE.csrf);
      if (request.method !== 'GET' && request.method !== 'HEAD' && !originAllowed(request.headers.origin)) return new ApiError(403, WIRE.badOrigin);
      return undefined;
    };
    fastify.addHook('onRequest', (request, _reply, done) => done(refusal(request)));
  },
  { name: 'csrf' },
);
