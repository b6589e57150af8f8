import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { WIRE } from '@academy/shared/constants';
import { SHOP_ORIGIN_HEADER } from '@academy/shared/shop-origins';
import { dueForRefresh, type OpenSession } from '../session/cookie-codec.ts';
import type { SessionKind } from '../session/session-kinds.ts';
import { sessionVerdict } from '../session/upstream-verdict.ts';
import type { UpstreamResponse } from '../upstream/client.ts';
import { browserResponseHeaders, SMALL_BODY, upstreamRequestHeaders } from './headers.ts';
import type { ProxyRoute } from './table.ts';

export interface ForwardInput {
  /** Upstream path and query, built from validated parts. */
  path: string;
  body?: string;
}

const readJson = async (res: UpstreamResponse) => {
  try {
    return (await res.body.json()) as { code?: number; message?: string };
  } catch {
    return {};
  }
};

/**
 * Sends one call upstream with the right session's bearer and applies the session rules (docs/requirements.md#session-rules) on the
 * server: refresh ahead of expiry; 'token has expired' -> refresh and retry once; a refused refresh
 * ends the session with `{401, 'token has expired'}`; 'Unauthorized' and 'User not found' end it and
 * pass through; a banned user's 403 ends it. Everything else streams through untouched.
 */
export function createForwarder(fastify: FastifyInstance, opts: { refreshAheadSeconds: number; storageOrigin?: string | undefined }) {
  const { sessions, upstream, clock } = fastify;

  function end(request: FastifyRequest, reply: FastifyReply, kind: SessionKind, code: number, message: string) {
    sessions.clear(request, reply, kind);
    return reply.code(code).send({ code, message });
  }

  return async function forward(request: FastifyRequest, reply: FastifyReply, route: ProxyRoute, input: ForwardInput, session: OpenSession | null) {
    const kind: SessionKind = route.auth === 'admin' ? 'admin' : 'customer';
    // Which of the shop's origins the customer is on: a payment brings them back there.
    const origin: Record<string, string> = request.shopOrigin ? { [SHOP_ORIGIN_HEADER]: request.shopOrigin } : {};
    const send = (current: OpenSession | null) =>
      upstream.request({
        method: route.method,
        path: input.path,
        headers: {
          ...upstreamRequestHeaders(request.headers, request.ip, request.id, current?.token ?? null, route.forwardHeaders),
          ...origin,
          ...(input.body ? { 'content-type': 'application/json' } : {}),
        },
        body: input.body ?? null,
      });

    if (session && dueForRefresh(session, opts.refreshAheadSeconds, clock)) {
      session = await sessions.renew(request, reply, kind, session);
    }

    let res = await send(session);
    if (session && res.statusCode === 401) {
      const body = await readJson(res);
      const verdict = sessionVerdict(401, body.message);
      if (verdict === 'kept') return reply.code(401).send(body);
      if (verdict === 'ended') return end(request, reply, kind, 401, body.message ?? WIRE.unauthorized);
      session = await sessions.renew(request, reply, kind, session);
      res = await send(session);
      if (res.statusCode === 401) return end(request, reply, kind, 401, (await readJson(res)).message ?? WIRE.unauthorized);
    }
    if (session && res.statusCode === 403) {
      const body = await readJson(res);
      if (sessionVerdict(403, body.message) === 'ended') sessions.clear(request, reply, kind);
      return reply.code(403).send(body);
    }

    const length = Number(res.headers['content-length']);
    // A small answer is read whole and written in one go rather than piped.
    const body = length >= 0 && length <= SMALL_BODY ? Buffer.from(await res.body.arrayBuffer()) : res.body;
    return reply
      .code(res.statusCode)
      .headers(browserResponseHeaders(res.headers, session !== null, opts.storageOrigin, route.offsite))
      .send(body);
  };
}
export type Forwarder = ReturnType<typeof createForwarder>;
