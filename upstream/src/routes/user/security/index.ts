import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { customerSecurity } from '@academy/shared/endpoints/security';
import { securityRoutes } from '../../security-routes.ts';

/** `user/security`: the customer's own second factor (mailed on every change, not audited: the log is the staff's). */
const security: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(securityRoutes, { calls: customerSecurity, auditOf: () => null });
};
export default security;
