import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import { clockedRateLimitStore } from '@academy/shared/server/clocked-rate-limit-store';
import { redisRateLimitStore } from '@academy/shared/server/redis-rate-limit-store';
import type { Redis } from '@academy/shared/server/redis';
import { knownPlaces } from '../../http/known-places.ts';

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
    /**
     * Forgot and reset: per client IP and per (email, client IP) only. The owner can always prove
     * their mailbox, so guesses spread over many addresses never lock them out of a reset; the reset
     * mails are capped per account (accounts.ts), the links cannot be guessed.
     */
    resetAttemptLimit: preValidationAsyncHookHandler;
    /**
     * A place where the owner proved their mailbox (a reset link followed there): from now on the
     * per-email cap spares it, as after a login. Their way back in when spread guesses hit the cap.
     */
    rememberPlace(email: string, ip: string): Promise<void>;
    /** The licence API (a robot's activate and verify): at most `licenceMax` a minute per client IP. */
    licenceCallLimit: preValidationAsyncHookHandler;
    /** A customer's review writes (after the session guard): REVIEW_WRITES_PER_HOUR, each one changes public pages. */
    reviewWriteLimit: preValidationAsyncHookHandler;
    /** A customer's data exports (after the session guard): DATA_EXPORTS_PER_HOUR, each one reads every part of their data. */
    dataExportLimit: preValidationAsyncHookHandler;
    /** A customer's tries at closing their account (after the session guard): CLOSE_TRIES_PER_HOUR, each one checks their password. */
    closeAttemptLimit: preValidationAsyncHookHandler;
    /** A signed-in account's password asked again before a sign-in change (after the session guard): PASSWORD_CHECKS_PER_HOUR. */
    passwordCheckLimit: preValidationAsyncHookHandler;
    /** Passkey proofs that finish a staff sign-in (after the session guard): SECOND_FACTOR_TRIES_PER_HOUR per account. */
    secondFactorLimit: preValidationAsyncHookHandler;
  }
}

/** Enough to write and correct a few reviews; each one makes the shop's caches forget pages. */
export const REVIEW_WRITES_PER_HOUR = 10;
/** Enough to download again after a lost file; each export reads every domain's part of the account. */
export const DATA_EXPORTS_PER_HOUR = 5;
/** A mistyped password or two; not enough to guess one through a session left open. */
export const CLOSE_TRIES_PER_HOUR = 5;
export const PASSWORD_CHECKS_PER_HOUR = 10;
export const SECOND_FACTOR_TRIES_PER_HOUR = 30;

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
};

export default fp(
  async (fastify, opts: { max: number; licenceMax: number; redis?: Redis; redisPrefix: string }) => {
    // With Redis every upstream counts the same attempts; unreachable, it lets requests through rather than lock everyone out.
    const store = opts.redis
      ? { store: redisRateLimitStore(opts.redis, `${opts.redisPrefix}rate-limit:`), skipOnError: true }
      : { store: clockedRateLimitStore(fastify.clock) };
    await fastify.register(rateLimit, { global: false, ...store });
    // Each call its own budget per address: a class registering from one school's address spends
    // the registrations', not the admin login's.
    const perIp = fastify.createRateLimit({ max: opts.max, timeWindow: 60_000, keyGenerator: (r) => `ip:${r.routeOptions.url ?? ''}|${r.ip}` });
    const perEmailAndIp = fastify.createRateLimit({ max: opts.max, timeWindow: 60_000, keyGenerator: (r) => `email-ip:${emailOf(r)}|${r.ip}` });
    const perEmail = fastify.createRateLimit({ max: opts.max * 5, timeWindow: 15 * 60_000, keyGenerator: (r) => `email:${emailOf(r)}` });
    const known = knownPlaces(opts.redis, opts.redisPrefix, fastify.clock);
    const pair = (request: FastifyRequest) => `${emailOf(request)}|${request.ip}`;
    fastify.addHook('onResponse', async (request, reply) => {
      if (reply.statusCode !== 200 || !request.routeOptions.url?.endsWith('/login') || !emailOf(request)) return;
      await known.add(pair(request));
    });
    fastify.decorate('rememberPlace', (email: string, ip: string) => known.add(`${email.trim().toLowerCase()}|${ip}`));

    const perIpLicence = fastify.createRateLimit({ max: opts.licenceMax, timeWindow: 60_000, keyGenerator: (r) => `licence-ip:${r.ip}` });
    fastify.decorate('licenceCallLimit', async (request: FastifyRequest) => {
      const verdict = await perIpLicence(request);
      if (!verdict.isAllowed && verdict.isExceeded) throw new ApiError(429, WIRE.tooManyRequests);
    });

    /** At most `max` an hour per signed-in customer (the session guard runs first), counted apart for each `name`. */
    const perCustomerHourly = (name: string, max: number) => {
      const limit = fastify.createRateLimit({ max, timeWindow: 3_600_000, keyGenerator: (r) => `${name}:${r.user?.id ?? r.ip}` });
      return async (request: FastifyRequest) => {
        const verdict = await limit(request);
        if (!verdict.isAllowed && verdict.isExceeded) throw new ApiError(429, WIRE.tooManyRequests);
      };
    };
    fastify.decorate('reviewWriteLimit', perCustomerHourly('review', REVIEW_WRITES_PER_HOUR));
    fastify.decorate('dataExportLimit', perCustomerHourly('data-export', DATA_EXPORTS_PER_HOUR));
    fastify.decorate('closeAttemptLimit', perCustomerHourly('close', CLOSE_TRIES_PER_HOUR));
    // Codes are bounded by the account's own lock after five wrong ones (accounts/totp.ts); passwords here.
    fastify.decorate('passwordCheckLimit', perCustomerHourly('password-check', PASSWORD_CHECKS_PER_HOUR));
    fastify.decorate('secondFactorLimit', perCustomerHourly('second-factor', SECOND_FACTOR_TRIES_PER_HOUR));

    const refuseIfExceeded = (verdicts: ({ isAllowed: true } | { isAllowed: false; isExceeded: boolean })[]) => {
      if (verdicts.some((r) => !r.isAllowed && r.isExceeded)) throw new ApiError(429, WIRE.tooManyRequests);
    };
    fastify.decorate('resetAttemptLimit', async (request: FastifyRequest) => {
      refuseIfExceeded(await Promise.all([perIp(request), perEmailAndIp(request)]));
    });

    fastify.decorate('authAttemptLimit', async (request: FastifyRequest) => {
      const email = emailOf(request);
      const byEmail = email ? [perEmailAndIp(request), ...((await known.has(pair(request))) ? [] : [perEmail(request)])] : [];
      refuseIfExceeded(await Promise.all([perIp(request), ...byEmail]));
    });
  },
  { name: 'rate-limit' },
);
