import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminList,
  changeAdminRole,
  createAdmin,
  deactivateAdmin,
  endAdminSessions,
  reactivateAdmin,
  removeAdmin,
  resetSecondFactor,
} from '@academy/shared/endpoints/admin-accounts';
import { ROLE_LABELS } from '@academy/shared/staff-roles';
import { route } from '../../../http/declared.ts';
import { audited } from '../audited.ts';

/**
 * `admin/admin`: the staff, and the super-admin inviting, deactivating, reactivating, removing and
 * signing out the others, and moving them between admin and support. Only the super-admin may: the
 * endpoints' role rule (SUPER_ADMIN), enforced before the body is read; the refusal says what.
 */
const admins: FastifyPluginAsyncZod = async (fastify) => {
  const { directory, admins: accounts } = fastify;
  route(fastify, adminList, async (request) => ({
    code: 200,
    message: 'Admins',
    ...(await directory.admins(request.query)),
  }));

  route(fastify, createAdmin, { config: { refusal: 'create admins' } }, async (request, reply) => {
    await accounts.invite(audited(createAdmin, request), request.body.email, request.body.role);
    return reply.code(201).send({ code: 201, message: 'Admin created successfully' });
  });

  const managing = { config: { refusal: 'manage admins' } };

  route(fastify, deactivateAdmin, managing, async (request) => {
    await accounts.deactivate(audited(deactivateAdmin, request), request.params.id);
    return { code: 200, message: 'The admin has been deactivated.' };
  });

  route(fastify, reactivateAdmin, managing, async (request) => {
    await accounts.reactivate(audited(reactivateAdmin, request), request.params.id);
    return { code: 200, message: 'The admin has been reactivated.' };
  });

  route(fastify, removeAdmin, managing, async (request) => {
    await accounts.remove(audited(removeAdmin, request), request.params.id);
    return { code: 200, message: 'The admin has been removed.' };
  });

  route(fastify, endAdminSessions, managing, async (request) => {
    await accounts.endAdminSessions(audited(endAdminSessions, request), request.params.id);
    return { code: 200, message: 'All sessions of this admin have ended.' };
  });

  route(fastify, changeAdminRole, managing, async (request) => {
    const { role } = request.body;
    await accounts.changeRole(audited(changeAdminRole, request), request.params.id, role);
    return { code: 200, message: `The role is now ${ROLE_LABELS[role]}.` };
  });

  route(fastify, resetSecondFactor, managing, async (request) => {
    await fastify.totp.reset(audited(resetSecondFactor, request), request.params.id);
    return { code: 200, message: 'Their two-factor sign-in is reset: they are signed out, and set it up again at their next sign-in if they must.' };
  });
};
export default admins;
