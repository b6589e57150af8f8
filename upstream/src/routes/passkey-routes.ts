import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { customerPasskeys, staffPasskeys } from '@academy/shared/endpoints/passkeys';
import type { AuditContext } from '../audit/context.ts';
import type { PasskeyOwner } from '../accounts/passkeys.ts';
import { route } from '../http/declared.ts';
import { originOf } from '../http/request-origin.ts';

type Calls = typeof customerPasskeys | typeof staffPasskeys;
/** The audit entry's context of a staff member's change (routes/admin/audited.ts); none for a customer's. */
type AuditOf = (request: FastifyRequest) => AuditContext | null;

/**
 * An account's own passkeys (docs/decisions/088-passkeys.md), the same calls for customers
 * (routes/user/passkeys) and staff (routes/admin/profile/passkeys, each change in the audit log).
 * Adding one is served before the login's second factor: staff who must set a factor up may make it
 * a passkey; a login that must prove a factor it has is refused by the service.
 */
export const passkeyRoutes: FastifyPluginAsyncZod<{ calls: Calls; auditOf: { register: AuditOf; remove: AuditOf } }> = async (fastify, { calls, auditOf }) => {
  const { passkeys } = fastify;
  const owner = (request: FastifyRequest, audit: AuditOf): PasskeyOwner => ({
    user: request.user!,
    familyId: request.sessionFamily!,
    step: request.secondFactorStep,
    audit: audit(request),
    origin: originOf(request),
  });
  // A passkey changes nothing the public pages show.
  const settingUp = { config: { beforeSecondFactor: true, changesPublicReads: false } };

  route(fastify, calls.list, async (request) => ({ code: 200, message: 'Passkeys', data: await passkeys.list(request.user!.id) }));

  route(fastify, calls.registrationOptions, settingUp, async (request) => ({
    code: 200,
    message: 'Create your passkey',
    data: await passkeys.registrationOptions(owner(request, () => null)),
  }));

  route(fastify, calls.register, settingUp, async (request, reply) => {
    const added = await passkeys.register(owner(request, auditOf.register), request.body, request.headers['user-agent']);
    return reply.code(201).send({ code: 201, message: 'Passkey added. You can use it to sign in.', data: added });
  });

  route(fastify, calls.remove, { config: { changesPublicReads: false } }, async (request) => {
    await passkeys.remove(owner(request, auditOf.remove), request.params.id);
    return { code: 200, message: 'Passkey removed.' };
  });
};
