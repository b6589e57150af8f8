import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';

declare module 'fastify' {
  interface FastifyInstance {
    /** Login, register and reset: at most `max` a minute per client IP and per email. */
    authAttemptLimit: preHandlerAsyncHookHandler;
  }
}

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

export default fp(
  async (fastify, opts: { max: number }) => {
    await fastify.register(rateLimit, { global: false });
    const perIp = fastify.createRateLimit({ max: opts.max, timeWindow: 60_000, keyGenerator: (r) => `ip:${r.ip}` });
    const perEmail = fastify.createRateLimit({ max: opts.max, timeWindow: 60_000, keyGenerator: (r) => `email:${emailOf(r)}` });
    fastify.decorate('authAttemptLimit', async (request: FastifyRequest) => {
      const [ip, email] = await Promise.all([perIp(request), emailOf(request) ? perEmail(request) : null]);
      if ([ip, email].some((r) => r && !r.isAllowed && r.isExceeded)) throw new ApiError(429, WIRE.tooManyRequests);
    });
  },
  { name: 'rate-limit' },
);
