import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '@academy/shared/api-error';
import type { BffSession } from '@academy/shared/auth';
import { createSessionCheck } from '../../session/session-check.ts';
import type { SessionKind } from '../../session/session-kinds.ts';

/** The BFF's own calls: who is signed in (never a token), and health. */
const bff: FastifyPluginAsync<{ product: string; refreshAheadSeconds: number }> = async (fastify, opts) => {
  const { sessions, upstream, clock } = fastify;
  const check = createSessionCheck({ sessions, upstream, product: opts.product, refreshAheadSeconds: opts.refreshAheadSeconds, clock });
  // A cookie alone is not the truth: the server may have ended its session since.
  const alive = async (request: FastifyRequest, reply: FastifyReply, kind: SessionKind) => {
    const session = await sessions.read(request, kind, reply);
    return session && check(request, reply, kind, session);
  };

  fastify.get('/session', async (request, reply) => {
    const [customer, admin] = await Promise.all([alive(request, reply, 'customer'), alive(request, reply, 'admin')]);
    const open = (s: typeof customer) => (s && !(s instanceof ApiError) ? { name: s.name } : null);
    const why = (e: ApiError, isAdmin: boolean) => ({ admin: isAdmin, code: e.code, message: e.message });
    const ended = admin instanceof ApiError ? why(admin, true) : customer instanceof ApiError ? why(customer, false) : null;
    const data: BffSession = { customer: open(customer), admin: open(admin), ended };
    reply.header('cache-control', 'no-store');
    return { code: 200, message: 'ok', data };
  });

  /** Liveness: the process answers (a restart would not help otherwise). */
  fastify.get('/health/live', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return { code: 200, message: 'ok', data: { bff: 'up' } };
  });

  /** Readiness: 200 when the BFF and its upstream both answer, else 503. */
  fastify.get('/health', async (_request, reply) => {
    const up = await upstream
      .request({ method: 'GET', path: '/health', signal: AbortSignal.timeout(2000) })
      .then(async (res) => (await res.body.dump(), res.statusCode === 200))
      .catch(() => false);
    reply.header('cache-control', 'no-store');
    return reply
      .code(up ? 200 : 503)
      .send({ code: up ? 200 : 503, message: up ? 'ok' : 'upstream unavailable', data: { bff: 'up', upstream: up ? 'up' : 'down' } });
  });
};
export default bff;
