import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '@academy/shared/api-error';
import type { BffSession } from '@academy/shared/auth';
import { createSessionCheck } from '../../proxy/session-check.ts';
import type { SessionKind } from '../../session/session-kinds.ts';

/** The BFF's own call: who is signed in (never a token). */
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
};
export default bff;
