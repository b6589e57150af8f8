import type { IncomingHttpHeaders } from 'node:http';
import { type Attributes, context, propagation, type Span, SpanKind, SpanStatusCode, trace, type Tracer } from '@opentelemetry/api';

export type { Tracer };

/**
 * The spans the apps make themselves, with the tracer of server/tracing.ts; the callers only get a
 * tracer when tracing is on, so none of this runs otherwise.
 */

/** A request answered outside Fastify (bff/src/proxy/fast-path.ts): a server span continuing the caller's `traceparent`. */
export function startServerSpan(tracer: Tracer, headers: IncomingHttpHeaders, name: string, attributes: Attributes) {
  const parent = propagation.extract(context.active(), headers);
  const span = tracer.startSpan(name, { kind: SpanKind.SERVER, attributes }, parent);
  const ctx = trace.setSpan(parent, span);
  return {
    /** Runs `fn` with this span current: the calls it makes are its children. */
    run: <T>(fn: () => T): T => context.with(ctx, fn),
    end(statusCode: number, more: Attributes = {}) {
      span.setAttributes({ 'http.response.status_code': statusCode, ...more });
      if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    },
  };
}

/**
 * A client span around one call, a child of the current span; with none current (a timer's or a
 * job's work, no request behind it), `fn` runs untraced: a trace is a request's.
 */
export function inClientSpan<T>(tracer: Tracer, name: string, attributes: Attributes, fn: () => Promise<T>): Promise<T> {
  if (!trace.getSpan(context.active())) return fn();
  return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span: Span) => {
    try {
      return await fn();
    } catch (err) {
      span.recordException(err as Error);
      span.setStatus({ code: SpanStatusCode.ERROR });
      throw err;
    } finally {
      span.end();
    }
  });
}
