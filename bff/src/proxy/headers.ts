import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyRequest } from 'fastify';

/** Request headers the upstream may see; never the browser's Cookie, Authorization or x-csrf. */
const FORWARDED_REQUEST = ['accept', 'accept-language', 'range', 'if-none-match', 'if-modified-since', 'if-range', 'user-agent'] as const;
/** Response headers the browser may see. */
const FORWARDED_RESPONSE = ['content-type', 'content-length', 'content-range', 'accept-ranges', 'content-disposition', 'cache-control', 'etag', 'last-modified'] as const;

export function upstreamRequestHeaders(request: FastifyRequest, bearer: string | null): Record<string, string> {
  const headers: Record<string, string> = { 'x-forwarded-for': request.ip, 'x-request-id': request.id };
  for (const name of FORWARDED_REQUEST) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  return headers;
}

export function browserResponseHeaders(upstream: IncomingHttpHeaders): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_RESPONSE) {
    const value = upstream[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}
