import fp from 'fastify-plugin';
import { requireRole } from '../../http/role-rule.ts';

/**
 * Every admin call but signing in and out needs a staff session (see admin/index.ts), then a role
 * its route lets in (docs/decisions/087-staff-roles.md): both before the input is read.
 */
export default fp(async (fastify) => {
  fastify.addHook('preValidation', fastify.requireSession('admin'));
  fastify.addHook('preValidation', requireRole);
});
