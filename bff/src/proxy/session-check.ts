import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import type { Clock } from '@academy/shared/server/clock';
import { upstreamRequestHeaders } from './headers.ts';
import { type CallPlan, planCall } from './call-plan.ts';
import { PROXY_TABLE } from './table.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import { dueForRefresh, type OpenSession } from '../session/cookie-codec.ts';
import type { SessionKind } from '../session/session-kinds.ts';
import { sessionVerdict } from '../session/upstream-verdict.ts';

/**
 * How long the upstream's word that a session is alive is believed. The SPA reads /bff/session on
 * every guarded navigation, on focus and from several components at once: 5 s turns such a burst
 * into one upstream call per session, and a session ended elsewhere reads as signed out within 5 s
 * (any API call sees it at once).
 */
export const CONFIRMED_FOR_MS = 5000;

const SECOND_STEPS = new Set<string>([WIRE.secondFactorRequired, WIRE.secondFactorEnrolment]);

/** The cheapest read each kind of session may make, the one the SPA's loaders make too. */
const WHO_AM_I: Record<SessionKind, string> = { customer: 'user/details', admin: 'admin/super-admin/fetch' };
const whoAmI = (product: string, kind: SessionKind): CallPlan => {
  const route = PROXY_TABLE.find((r) => r.method === 'GET' && r.path === WHO_AM_I[kind]);
  if (!route) throw new Error(`${WHO_AM_I[kind]} is not in the proxy table`);
  return planCall(product, route);
};

/**
 * Whether a session a cookie names is still alive upstream: a sealed cookie outlives a logout
 * elsewhere, a password change, a revoked family or a ban until its own expiry.
 */
export function createSessionCheck(opts: {
  sessions: FastifyInstance['sessions'];
  upstream: UpstreamClient;
  product: string;
  refreshAheadSeconds: number;
  clock: Clock;
}) {
  const { sessions, upstream } = opts;
  const plans = { customer: whoAmI(opts.product, 'customer'), admin: whoAmI(opts.product, 'admin') };
  // Keyed by the open session object, which the cookie codec keeps per cookie value and drops when
  // the cookie is cleared: a cleared cookie replayed is asked about again.
  const confirmedUntil = new WeakMap<OpenSession, number>();

  /**
   * The session, refreshed when due (its new cookie set on the reply), or, when the upstream says it
   * has ended (its cookie cleared), the upstream's answer saying why, so the SPA can apply the session rules to
   * it as to any call. An upstream fault, or an answer that says neither, keeps it unconfirmed: a
   * fault never signs anyone out.
   */
  return async function check(request: FastifyRequest, reply: FastifyReply, kind: SessionKind, session: OpenSession): Promise<OpenSession | ApiError> {
    const due = dueForRefresh(session, opts.refreshAheadSeconds, opts.clock);
    if (!due && (confirmedUntil.get(session) ?? 0) > opts.clock.now()) return session;
    try {
      // A refresh asks the upstream itself: the family alive, the user there and not banned.
      if (due) session = await sessions.renew(request, reply, kind, session);
      else {
        const { path } = plans[kind].upstream({ params: {}, query: {} }, session);
        const res = await upstream.json('GET', path, undefined, upstreamRequestHeaders(request.headers, request.ip, request.id, session.token));
        const verdict = sessionVerdict(res.status, res.body.message);
        if (verdict === 'ended') {
          sessions.clear(request, reply, kind);
          return new ApiError(res.status, res.body.message || WIRE.unauthorized);
        }
        if (verdict === 'expired') session = await sessions.renew(request, reply, kind, session);
        // A sign-in still owing its second step is no session yet: said as the upstream says it, its cookie kept for that step.
        else if (res.status === 403 && SECOND_STEPS.has(res.body.message)) return new ApiError(403, res.body.message);
        else if (res.status >= 400) return session;
      }
    } catch (err) {
      // renew has cleared the cookie of a refused refresh; a fault (5xx) keeps the session.
      return err instanceof ApiError && err.code < 500 ? err : session;
    }
    confirmedUntil.set(session, opts.clock.now() + CONFIRMED_FOR_MS);
    return session;
  };
}
export type SessionCheck = ReturnType<typeof createSessionCheck>;
