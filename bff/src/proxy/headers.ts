import type { IncomingHttpHeaders } from 'node:http';
import { PUBLIC_CHANGE_HEADER } from '@academy/shared/server/public-change';

/** Request headers the upstream may see; never the browser's Cookie, Authorization or x-csrf. */
const FORWARDED_REQUEST = ['accept', 'accept-language', 'range', 'if-none-match', 'if-modified-since', 'if-range', 'user-agent'] as const;
/** Response headers the browser may see. */
const FORWARDED_RESPONSE = [
  'content-type',
  'content-length',
  'content-range',
  'accept-ranges',
  'content-disposition',
  'cache-control',
  'etag',
  'last-modified',
  // What a review changed: read by the page cache (plugins/app/pages.ts), harmless to show.
  PUBLIC_CHANGE_HEADER,
] as const;

/**
 * `from`: the browser's headers; `ip` and `id`: the client's address and this call's request id;
 * `extra`: the few more one table route forwards (its `forwardHeaders`).
 */
export function upstreamRequestHeaders(
  from: IncomingHttpHeaders,
  ip: string,
  id: string,
  bearer: string | null,
  extra: readonly string[] = [],
): Record<string, string> {
  const headers: Record<string, string> = { 'x-forwarded-for': ip, 'x-request-id': id };
  for (const name of [...FORWARDED_REQUEST, ...extra]) {
    const value = from[name];
    if (typeof value === 'string') headers[name] = value;
  }
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  return headers;
}

/** Answers up to this size are read whole and written in one go; larger ones stream. */
export const SMALL_BODY = 64 * 1024;

/**
 * `session`: an answer to a signed-in call, never to be kept by a shared cache. `storageOrigin`: the
 * bucket the upstream sends media on to (a signed link the browser follows itself). `offsite`: the
 * call's answer may send the browser to another site's https page (a live session's meeting).
 */
export function browserResponseHeaders(upstream: IncomingHttpHeaders, session = false, storageOrigin?: string, offsite = false): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_RESPONSE) {
    const value = upstream[name];
    if (typeof value === 'string') headers[name] = value;
  }
  // A download sent on to its signed link: a path on this shop, or the shop's bucket; another site only
  // for a call the table marks so, and only over https.
  const location = upstream.location;
  if (
    typeof location === 'string' &&
    (location.startsWith('/api/') || (storageOrigin && location.startsWith(`${storageOrigin}/`)) || (offsite && location.startsWith('https://')))
  )
    headers.location = location;
  // Whatever the upstream said, a shared cache never keeps it: private (with its max-age) or not at all.
  if (session && !/\b(private|no-store)\b/.test(headers['cache-control'] ?? '')) headers['cache-control'] = 'private, no-store';
  return headers;
}
