import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Login, register and reset: at most `max` a minute per client IP and per (email, client IP),
     * and 5 x `max` per 15 minutes per email from anywhere. So guessing one password from one place
     * stops at `max`, and a spread-out guess at the looser cap. That cap does not apply where the
     * account signed in successfully in the last 30 days: whoever fails on purpose elsewhere (even
     * long enough to reach it) cannot lock the owner out of their usual places.
     */
    authAttemptLimit: preValidationAsyncHookHandler;
    /** The licence API (a robot's activate and verify): at most `licenceMax` a minute per client IP. */
    licenceCallLimit: preValidationAsyncHookHandler;
  }
}

const KNOWN_FOR_MS = 30 * 24 * 3600_000;
const KNOWN_MAX = 100_000;

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

export default fp(
  async (fastify, opts: { max: number; licenceMax: number }) => {
    await fastify.register(rateLimit, { global: false });
    const perIp = fastify.createRateLimit({ max: opts.max, timeWindow: 60_000, keyGenerator: (r) => `ip:${r.ip}` });
    const perEmailAndIp = fastify.createRateLimit({ max: opts.max, timeWindow: 60_000, keyGenerator: (r) => `email-ip:${emailOf(r)}|${r.ip}` });
    const perEmail = fastify.createRateLimit({ max: opts.max * 5, timeWindow: 15 * 60_000, keyGenerator: (r) => `email:${emailOf(r)}` });
    // (email, IP) pairs that signed in, oldest first (a Map keeps insertion order), bounded.
    const known = new Map<string, number>();
    const pair = (request: FastifyRequest) => `${emailOf(request)}|${request.ip}`;
    const isKnown = (key: string) => (known.get(key) ?? 0) > Date.now();
    fastify.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode !== 200 || !request.routeOptions.url?.endsWith('/login') || !emailOf(request)) return;
      const key = pair(request);
      known.delete(key);
      known.set(key, Date.now() + KNOWN_FOR_MS);
      if (known.size > KNOWN_MAX) known.delete(known.keys().next().value!);
    });

    const perIpLicence = fastify.createRateLimit({ max: opts.licenceMax, timeWindow: 60_000, keyGenerator: (r) => `licence-ip:${r.ip}` });
    fastify.decorate('licenceCallLimit', async (request: FastifyRequest) => {
      const verdict = await perIpLicence(request);
      if (!verdict.isAllowed && verdict.isExceeded) throw new ApiError(429, WIRE.tooManyRequests);
    });

    fastify.decorate('authAttemptLimit', async (request: FastifyRequest) => {
      const email = emailOf(request);
      const byEmail = email ? [perEmailAndIp(request), ...(isKnown(pair(request)) ? [] : [perEmail(request)])] : [];
      const verdicts = await Promise.all([perIp(request), ...byEmail]);
      if (verdicts.some((r) => !r.isAllowed && r.isExceeded)) throw new ApiError(429, WIRE.tooManyRequests);
    });
  },
  { name: 'rate-limit' },
);
