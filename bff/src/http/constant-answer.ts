import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import { holdsEtag } from '@academy/shared/server/etag';

/** One way of sending a constant answer: its status, every header it goes with, and its bytes. */
export interface Sent {
  status: number;
  headers: Readonly<Record<string, string>>;
  body: Buffer | null;
}

/**
 * An answer that is the same for everyone who asks (a built file, the SPA's shell, a cached public
 * page), made once in each encoding with all its headers, the security set included: Fastify's
 * routes send it through the reply, the hot path (proxy/fast-path.ts) from the raw request, both
 * picking the same way (`sentFor`).
 */
export interface ConstantAnswer {
  identity: Sent;
  br?: Sent;
  gzip?: Sent;
  /** With an ETag: what a browser holding it gets. */
  notModified?: { etag: string; sent: Sent };
}

/**
 * `headers` are the answer's own (content type, caching, ETag); `security` the set every page
 * carries (plugins/external/helmet.ts). `etag`: answer 304 to a browser that holds it.
 */
export function constantAnswer(
  status: number,
  bodies: { body: Buffer; br?: Buffer | undefined; gzip?: Buffer | undefined },
  headers: Record<string, string>,
  security: Readonly<Record<string, string>>,
  etag?: string,
): ConstantAnswer {
  const base: Record<string, string> = { ...security, ...headers, vary: 'accept-encoding' };
  const sent = (body: Buffer, encoding?: string): Sent => ({
    status,
    headers: { ...base, ...(encoding && { 'content-encoding': encoding }), 'content-length': String(body.length) },
    body,
  });
  const { 'content-type': _type, ...kept } = base;
  return {
    identity: sent(bodies.body),
    ...(bodies.br && { br: sent(bodies.br, 'br') }),
    ...(bodies.gzip && { gzip: sent(bodies.gzip, 'gzip') }),
    ...(etag && { notModified: { etag, sent: { status: 304, headers: kept, body: null } } }),
  };
}

/** What a request gets: 304 for the ETag it holds, else the smallest encoding it takes. */
export function sentFor(answer: ConstantAnswer, headers: IncomingHttpHeaders): Sent {
  if (answer.notModified && holdsEtag(headers['if-none-match'], answer.notModified.etag)) return answer.notModified.sent;
  const accepted = headers['accept-encoding'] ?? '';
  if (answer.br && /\bbr\b/.test(accepted)) return answer.br;
  if (answer.gzip && /\bgzip\b/.test(accepted)) return answer.gzip;
  return answer.identity;
}

/** Sends it through Fastify (its hooks, the access log and the metrics see it as any answer). */
export const replyWith = (reply: FastifyReply, sent: Sent) =>
  reply
    .code(sent.status)
    .headers(sent.headers)
    .send(sent.body ?? undefined);
