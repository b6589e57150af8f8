import type { Tracer } from '@opentelemetry/api';
import type { FastifyPluginCallback } from 'fastify';
import { isOpsPath } from './ops-paths.ts';

/** What a process that traces hands its apps: the plugin each registers first, and its tracer. */
export interface Tracing {
  /**
   * @fastify/otel for one app: a server span per request, continuing the caller's `traceparent`,
   * with `academy.app` saying whose (`npm start`'s one process runs both under one service.name).
   */
  fastifyPlugin: (app: 'bff' | 'upstream') => FastifyPluginCallback;
  /** For the spans the apps make themselves (the BFF's hot path, the upstream's queries). */
  tracer: Tracer;
  /** Sends the spans still batched; the process calls it last, on its way out (server/shutdown.ts). */
  shutdown: () => Promise<void>;
}

/**
 * OTLP/HTTP traces to `endpoint` (OTEL_EXPORTER_OTLP_ENDPOINT; the collector's base URL, as the
 * standard variable has it: spans go to `<endpoint>/v1/traces`). Unset, nothing is set up and this
 * returns undefined: no provider, no plugin, no diagnostics_channel subscriber, not even the
 * OpenTelemetry modules loaded, so tracing costs nothing. One provider per process: `npm start` runs the BFF and the built-in upstream together
 * (bff/src/server.ts), so `service` names what the process runs.
 *
 * No module is patched: @fastify/otel is a plugin the apps register, and the undici instrumentation
 * listens on undici's diagnostics_channel (client spans for the BFF's calls to the upstream, with a
 * `traceparent` added to each: bff/src/upstream/client.ts).
 */
export async function startTracing(endpoint: string | undefined, service: string): Promise<Tracing | undefined> {
  if (!endpoint) return undefined;
  const [
    { context, propagation, trace },
    { AsyncLocalStorageContextManager },
    { W3CTraceContextPropagator },
    { OTLPTraceExporter },
    { UndiciInstrumentation },
    { resourceFromAttributes },
    { BatchSpanProcessor, TracerProvider },
    { FastifyOtelInstrumentation },
  ] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/context-async-hooks'),
    import('@opentelemetry/core'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/instrumentation-undici'),
    import('@opentelemetry/resources'),
    import('@opentelemetry/sdk-trace'),
    import('@fastify/otel'),
  ]);
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ 'service.name': service }),
    spanProcessors: [new BatchSpanProcessor({ exporter: new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }) })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  // A call with no request behind it (the BFF's /readyz asking the upstream's) starts no trace.
  const undici = new UndiciInstrumentation({ requireParentforSpans: true });
  undici.setTracerProvider(provider);
  // A span per request and per handler, not per hook (a dozen more per request, each saying little);
  // the probes and the scrape, asked every few seconds, make none.
  const instrumentations: { disable(): void }[] = [undici];
  const fastifyPlugin = (app: 'bff' | 'upstream') => {
    const fastify = new FastifyOtelInstrumentation({
      instrumentHooks: false,
      ignorePaths: ({ url }) => isOpsPath(url),
      requestHook: (span) => span.setAttribute('academy.app', app),
    });
    fastify.setTracerProvider(provider);
    instrumentations.push(fastify);
    return fastify.plugin();
  };
  let shut: Promise<void> | undefined;
  return {
    fastifyPlugin,
    tracer: provider.getTracer('academy'),
    shutdown: () =>
      (shut ??= (async () => {
        for (const instrumentation of instrumentations) instrumentation.disable();
        await provider.shutdown();
      })()),
  };
}
