import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { messageResponse, noInput, withErrors } from '@academy/shared/envelope';
import { healthResponse, readinessAnswer } from '@academy/shared/health';
import { WIRE } from '@academy/shared/constants';
import type { Clock } from '@academy/shared/server/clock';
import { sharedRedis } from '@academy/shared/server/redis';
import type { UpstreamConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { installErrorHandler } from '@academy/shared/server/errors';
import { createMetrics, serveMetrics } from '@academy/shared/server/metrics';
import accounts from './accounts/plugin.ts';
import audit from './audit/plugin.ts';
import authGuard from './accounts/auth-guard.ts';
import background from './jobs/background-plugin.ts';
import cart from './cart/plugin.ts';
import catalogue from './catalogue/plugin.ts';
import certificates from './certificates/plugin.ts';
import dataRequests from './accounts/data-requests-plugin.ts';
import configPlugin from './config-plugin.ts';
import coupons from './coupons/plugin.ts';
import database from './db/plugin.ts';
import entitlements from './purchases/plugin.ts';
import jobs from './jobs/plugin.ts';
import learning from './learning/plugin.ts';
import licences from './licences/plugin.ts';
import mail from './mail/plugin.ts';
import payments from './payments/plugin.ts';
import paymentProviders from './payments/providers-plugin.ts';
import publicReads from './http/public-reads.ts';
import refunds from './payments/refunds-plugin.ts';
import quizzes from './quizzes/plugin.ts';
import questions from './questions/plugin.ts';
import liveSessions from './live-sessions/plugin.ts';
import cohorts from './cohorts/plugin.ts';
import reviews from './reviews/plugin.ts';
import settings from './catalogue/settings-plugin.ts';
import storage from './storage/plugin.ts';
import streams from './streams/plugin.ts';
import subscriptions from './subscriptions/plugin.ts';
import telegram from './telegram/plugin.ts';
import uploads from './uploads/plugin.ts';
import files from './plugins/external/files.ts';
import privateFiles from './plugins/external/private-files.ts';
import rateLimit from './plugins/external/rate-limit.ts';
import api from './routes/index.ts';
import { inputValidator } from './http/input-validator.ts';

interface UpstreamAppOptions {
  config: UpstreamConfig;
  database: Database;
  clock: Clock;
}

/** The product API as a plugin: server.ts boots it, tests build it without listening. */
async function upstreamApp(fastify: FastifyInstance, opts: UpstreamAppOptions) {
  installErrorHandler(fastify);
  // Every route declares its input and its answers with the shared zod schemas (see routes/).
  fastify.setValidatorCompiler(inputValidator());
  fastify.setSerializerCompiler(serializerCompiler);
  fastify.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: 404, message: WIRE.notFound }));
  fastify.decorate('metrics', createMetrics('upstream'));
  serveMetrics(fastify, fastify.metrics, opts.config.METRICS_TOKEN);

  // One plugin per domain (<domain>/plugin.ts), each owning its tables; the order follows their dependencies.
  await fastify.register(configPlugin, { config: opts.config, clock: opts.clock });
  await fastify.register(database, { database: opts.database });
  await fastify.register(audit);
  // Before background: its drain (mails it still sends) runs first on close, then the queue stops.
  await fastify.register(jobs);
  await fastify.register(background);
  await fastify.register(storage);
  // Before the domains: each adds its part of a customer's data as it starts (accounts/data-requests.ts).
  await fastify.register(dataRequests);
  await fastify.register(mail);
  await fastify.register(settings);
  await fastify.register(cohorts);
  await fastify.register(entitlements);
  await fastify.register(learning);
  await fastify.register(streams);
  await fastify.register(licences);
  await fastify.register(accounts);
  await fastify.register(catalogue);
  await fastify.register(reviews);
  await fastify.register(quizzes);
  await fastify.register(questions);
  await fastify.register(certificates);
  await fastify.register(cart);
  await fastify.register(coupons);
  await fastify.register(telegram);
  await fastify.register(liveSessions);
  await fastify.register(subscriptions);
  await fastify.register(paymentProviders);
  await fastify.register(refunds);
  await fastify.register(payments);
  await fastify.register(uploads);

  await fastify.register(authGuard);
  // Shared with every other upstream of the shop when REDIS_URL is set: rate limits and cache changes.
  const redis = await sharedRedis(fastify, opts.config.REDIS_URL);
  const redisPrefix = opts.config.REDIS_PREFIX;
  await fastify.register(rateLimit, { max: opts.config.AUTH_RATE_LIMIT, licenceMax: opts.config.LICENCE_RATE_LIMIT, redis, redisPrefix });
  await fastify.register(publicReads, {
    cacheSeconds: opts.config.CATALOGUE_CACHE_SECONDS,
    cacheBytes: opts.config.CATALOGUE_CACHE_MB * 1024 * 1024,
    redis,
    redisPrefix,
  });
  await fastify.register(privateFiles, { root: opts.config.DATA_DIR });
  await fastify.register(api, { prefix: `/api/${opts.config.PRODUCT}` });
  await fastify.register(files, { store: fastify.storage.store, dataDir: opts.config.DATA_DIR, prefix: `/api/${opts.config.PRODUCT}/files/` });

  /** Liveness: the process answers (a restart would not help otherwise). */
  fastify.get('/livez', { logLevel: 'warn', schema: { querystring: noInput, response: withErrors({ 200: messageResponse }) } }, async () => ({
    code: 200,
    message: 'ok',
  }));
  /**
   * Readiness: 200 when what every call needs answers within 2 s (the database, the file store: DATA_DIR
   * or the bucket, and Redis when set),
   * else 503 naming what is down; the BFF's own /readyz asks this one.
   */
  fastify.get(
    '/readyz',
    { logLevel: 'warn', schema: { querystring: noInput, response: { ...withErrors({ 200: healthResponse }), 503: healthResponse } } },
    async (_request, reply) => {
      const within = <T>(work: Promise<T>) => Promise.race([work, new Promise<never>((_, fail) => setTimeout(() => fail(new Error('timeout')), 2000).unref())]);
      const check = (work: () => Promise<unknown>) =>
        within(work()).then(
          () => 'up' as const,
          () => 'down' as const,
        );
      const [database, storage, redisState] = await Promise.all([
        check(() => fastify.database.db.execute(sql`select 1`)),
        check(() => fastify.storage.store.ready()),
        redis ? check(() => redis.ping()) : Promise.resolve(undefined),
      ]);
      const answer = readinessAnswer({ database, storage, redis: redisState });
      return reply.header('cache-control', 'no-store').code(answer.code).send(answer);
    },
  );
}

export default fp(upstreamApp, { name: 'upstream-app' });
