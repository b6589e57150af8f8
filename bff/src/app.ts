import cookie from '@fastify/cookie';
import { WIRE } from '@academy/shared/constants';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '@academy/shared/server/clock';
import type { Tracer } from '@academy/shared/server/spans';
import { clockedRateLimitStore } from '@academy/shared/server/clocked-rate-limit-store';
import { redisRateLimitStore } from '@academy/shared/server/redis-rate-limit-store';
import { installErrorHandler } from '@academy/shared/server/errors';
import { createMetrics, serveMetrics } from '@academy/shared/server/metrics';
import { sharedRedis } from '@academy/shared/server/redis';
import type { BffConfig } from './config.ts';
import type { ClientAddress } from './http/client-address.ts';
import csrf from './plugins/app/csrf.ts';
import pathGuard from './plugins/app/path-guard.ts';
import sessions from './plugins/app/sessions.ts';
import shopOrigin from './plugins/app/shop-origin.ts';
import upstream from './plugins/app/upstream.ts';
import helmet from './plugins/external/helmet.ts';
import multipart from './plugins/external/multipart.ts';
import pages from './plugins/app/pages.ts';
import publicChanges from './plugins/app/public-changes.ts';
import webFiles from './plugins/app/web-files.ts';
import auth from './routes/api/auth.ts';
import fastPath from './proxy/fast-path.ts';
import proxy from './routes/api/proxy.ts';
import upload from './routes/api/upload.ts';
import { bodyDeadline } from './http/slow-clients.ts';
import { createSignedIn } from './proxy/signed-in.ts';
import webhook from './routes/api/webhook.ts';
import bff from './routes/bff/index.ts';
import apiDocs from './routes/bff/api-docs.ts';
import health from './routes/health.ts';
import testClock from './routes/bff/test-clock.ts';

export interface BffAppOptions {
  config: BffConfig;
  /** The upstreams' base URLs (the built-in one's when UPSTREAM_URL is unset). */
  upstreamUrls: string[];
  /** TRUST_PROXY compiled once: Fastify's request.ip and the hot path read the client alike. */
  address: ClientAddress;
  /** What every lifetime here is judged by (shared/src/server/clock.ts). */
  clock: Clock;
  /** Tracing on (shared/src/server/tracing.ts): the hot path, which Fastify's plugin never sees, makes its own server spans. */
  tracer?: Tracer;
}

/** The BFF as a plugin: server.ts boots it, tests build it against a real upstream. */
async function bffApp(fastify: FastifyInstance, opts: BffAppOptions) {
  const { config, clock } = opts;
  fastify.decorate('clock', clock);
  installErrorHandler(fastify);
  bodyDeadline(fastify, config.CLIENT_BODY_TIMEOUT_MS);
  fastify.decorate('metrics', createMetrics('bff'));
  serveMetrics(fastify, fastify.metrics, config.METRICS_TOKEN);

  await fastify.register(pathGuard);
  await fastify.register(cookie);
  await fastify.register(helmet, { https: config.PUBLIC_URL.startsWith('https://'), mediaHosts: config.MEDIA_HOSTS, storageOrigin: config.storageOrigin });
  // With Redis the login limits count across every BFF; if it is unreachable they let requests through rather than lock everyone out.
  const redis = await sharedRedis(fastify, config.REDIS_URL);
  await fastify.register(rateLimit, {
    global: false,
    ...(redis ? { store: redisRateLimitStore(redis, `${config.REDIS_PREFIX}bff-rate-limit:`), skipOnError: true } : { store: clockedRateLimitStore(clock) }),
    errorResponseBuilder: (_req, ctx) => ({ statusCode: ctx.statusCode, code: ctx.statusCode, message: WIRE.tooManyRequests }),
  });
  await fastify.register(multipart);
  await fastify.register(upstream, { urls: opts.upstreamUrls, timeoutMs: config.UPSTREAM_TIMEOUT_MS, clock });
  await fastify.register(sessions, { config });
  await fastify.register(shopOrigin, { shopOrigins: config.shopOrigins });
  await fastify.register(csrf);
  // Before the routes whose answers the BFF keeps (the hot path's shared reads, the pages).
  await fastify.register(publicChanges, { product: config.PRODUCT, redis, redisPrefix: config.REDIS_PREFIX });

  const apiPrefix = `/api/${config.PRODUCT}`;
  await fastify.register(auth, { prefix: apiPrefix, product: config.PRODUCT, loginRateLimit: config.LOGIN_RATE_LIMIT, publicUrl: config.PUBLIC_URL });
  await fastify.register(fastPath, {
    product: config.PRODUCT,
    refreshAheadSeconds: config.REFRESH_AHEAD_SECONDS,
    address: opts.address,
    sharedReadsBytes: config.API_CACHE_MB * 1024 * 1024,
    accessLogSample: config.ACCESS_LOG_SAMPLE,
    tracer: opts.tracer,
  });
  await fastify.register(proxy, {
    prefix: apiPrefix,
    product: config.PRODUCT,
    refreshAheadSeconds: config.REFRESH_AHEAD_SECONDS,
    loginRateLimit: config.LOGIN_RATE_LIMIT,
    storageOrigin: config.storageOrigin,
  });
  await fastify.register(webhook, { prefix: apiPrefix, product: config.PRODUCT });
  await fastify.register(upload, { prefix: apiPrefix, product: config.PRODUCT, refreshAheadSeconds: config.REFRESH_AHEAD_SECONDS });
  await fastify.register(health);
  // Who is signed in: the SPA's own call and a signed-in screen's shell tell it the same way, from one check of each session.
  const signedIn = createSignedIn({
    sessions: fastify.sessions,
    upstream: fastify.upstream,
    product: config.PRODUCT,
    refreshAheadSeconds: config.REFRESH_AHEAD_SECONDS,
    clock,
  });
  await fastify.register(bff, { prefix: '/bff', signedIn });
  // The API reference (docs/openapi.json as a page) is for developers: production does not serve it.
  if (config.NODE_ENV !== 'production') await fastify.register(apiDocs);
  // Browser tests only (TEST_CLOCK, refused in production): they move the clock instead of waiting.
  if (config.TEST_CLOCK) await fastify.register(testClock, { prefix: '/bff' });
  await fastify.register(pages, {
    webDist: config.WEB_DIST,
    ssrEntry: config.WEB_SSR,
    origin: config.PUBLIC_URL,
    cacheSeconds: config.PAGE_CACHE_SECONDS,
    cacheBytes: config.PAGE_CACHE_MB * 1024 * 1024,
    signedIn,
    apiPrefix,
  });
  await fastify.register(webFiles, { root: config.WEB_DIST });
}

export default fp(bffApp, { name: 'bff-app' });
