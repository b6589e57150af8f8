import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

declare module 'fastify' {
  interface FastifyInstance {
    /** This service's Prometheus metrics (shared/src/server/metrics.ts). */
    metrics: Metrics;
  }
}

/** Seconds: from a cached page (a millisecond) to an upload chunk on a slow line. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * One service's Prometheus metrics (prom-client), in a registry of its own: `npm start` runs the
 * BFF and the built-in upstream in one process, each with its own `service` label and /metrics.
 */
export function createMetrics(service: 'bff' | 'upstream') {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests answered, by method, route (as declared, not as asked) and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  return {
    registry,
    observeRequest(method: string, route: string, status: number, seconds: number) {
      requests.observe({ method, route, status: String(status) }, seconds);
    },
    counter: <L extends string>(name: string, help: string, labelNames: readonly L[]) => new Counter<L>({ name, help, labelNames, registers: [registry] }),
    histogram: <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
      new Histogram<L>({ name, help, labelNames, buckets: DURATION_BUCKETS, registers: [registry] }),
    /** A gauge read when scraped (a queue's depth from the database). */
    gauge: <L extends string>(name: string, help: string, labelNames: readonly L[], collect: (gauge: Gauge<L>) => Promise<void>) =>
      new Gauge<L>({
        name,
        help,
        labelNames,
        registers: [registry],
        async collect() {
          await collect(this);
        },
      }),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/**
 * Every request Fastify answers goes into the duration histogram, and GET /metrics answers the
 * registry in Prometheus' text format to `Authorization: Bearer <METRICS_TOKEN>` only; without a
 * token set, /metrics is not served at all (a shop's numbers are not public).
 */
export function serveMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
  });
  if (!token) return;
  const expected = Buffer.from(`Bearer ${token}`);
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ code: 401, message: 'Metrics need the metrics token' });
    }
    return reply
      .type(metrics.registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metrics.registry.metrics());
  });
}
