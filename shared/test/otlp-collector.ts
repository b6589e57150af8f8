import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as OTLP/HTTP's JSON encoding sends it (ids in hex). */
export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** 1 internal, 2 server, 3 client. */
  kind: number;
  status?: { code?: number };
  attributes: { key: string; value: Record<string, unknown> }[];
}

/** An attribute's value, whatever its type (`stringValue`, `boolValue`, `intValue`…). */
export const attribute = (span: OtlpSpan, key: string) => Object.values(span.attributes.find((a) => a.key === key)?.value ?? {})[0];

/**
 * A collector as OTLP/HTTP has it, on 127.0.0.1: POST /v1/traces in JSON (the exporter's default,
 * shared/src/server/tracing.ts), every span kept; anything else is refused, and counted too.
 */
export async function fakeCollector() {
  const spans: OtlpSpan[] = [];
  let posts = 0;
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      posts++;
      if (req.method === 'POST' && req.url === '/v1/traces' && req.headers['content-type']?.startsWith('application/json')) {
        const sent = JSON.parse(body) as { resourceSpans: { scopeSpans: { spans: OtlpSpan[] }[] }[] };
        for (const resource of sent.resourceSpans) for (const scope of resource.scopeSpans) spans.push(...scope.spans);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } else res.writeHead(400).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, spans, posts: () => posts, close: () => server.close() };
}
