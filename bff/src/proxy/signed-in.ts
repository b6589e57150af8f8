import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '@academy/shared/api-error';
import type { BffSession } from '@academy/shared/auth';
import { createSessionCheck } from './session-check.ts';
import type { SessionKind } from '../session/session-kinds.ts';

/**
 * Who is signed in, as the SPA is told (never a token): each kind's cookie opened and checked with the
 * upstream (session-check.ts), a refresh's cookie or an ended session's clearing set on the reply.
 * GET /bff/session answers it, and a signed-in screen's shell carries it (plugins/app/pages.ts).
 * `renewed`: a session was refreshed as it was checked, so the request's own cookie no longer opens it upstream.
 */
export function createSignedIn(opts: Parameters<typeof createSessionCheck>[0]) {
  const check = createSessionCheck(opts);
  // A cookie alone is not the truth: the server may have ended its session since.
  const alive = async (request: FastifyRequest, reply: FastifyReply, kind: SessionKind) => {
    const session = await opts.sessions.read(request, kind, reply);
    const checked = session && (await check(request, reply, kind, session));
    return { checked, renewed: Boolean(checked) && !(checked instanceof ApiError) && checked !== session };
  };
  return async (request: FastifyRequest, reply: FastifyReply): Promise<{ session: BffSession; renewed: boolean }> => {
    const [customer, admin] = await Promise.all([alive(request, reply, 'customer'), alive(request, reply, 'admin')]);
    const open = ({ checked: s }: typeof customer) => (s && !(s instanceof ApiError) ? { name: s.name } : null);
    const why = (e: ApiError, isAdmin: boolean) => ({ admin: isAdmin, code: e.code, message: e.message });
    const ended = admin.checked instanceof ApiError ? why(admin.checked, true) : customer.checked instanceof ApiError ? why(customer.checked, false) : null;
    return { session: { customer: open(customer), admin: open(admin), ended }, renewed: customer.renewed || admin.renewed };
  };
}
export type SignedIn = ReturnType<typeof createSignedIn>;
