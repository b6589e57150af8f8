import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerPasskeys } from '@academy/shared/endpoints/passkeys';
import { passkeyRoutes } from '../../passkey-routes.ts';

/** `user/passkeys`: the customer's passkeys, each a way to sign in without the password (not audited: the log is the staff's). */
const passkeys: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(passkeyRoutes, { calls: customerPasskeys, auditOf: { register: () => null, remove: () => null } });
};
export default passkeys;
