import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { addStaffPasskey, removeStaffPasskey, staffPasskeys } from '@academy/shared/endpoints/passkeys';
import { passkeyRoutes } from '../../../passkey-routes.ts';
import { audited } from '../../audited.ts';

/** `admin/profile/passkeys`: a staff member's own passkeys, their second factor; each added or removed is a security event of the audit log. */
const passkeys: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(passkeyRoutes, {
    calls: staffPasskeys,
    auditOf: { register: (request) => audited(addStaffPasskey, request), remove: (request) => audited(removeStaffPasskey, request) },
  });
};
export default passkeys;
