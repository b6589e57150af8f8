import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { adminList, createAdmin, deactivateAdmin, endAdminSessions, reactivateAdmin, removeAdmin } from '@academy/shared/endpoints/admin-accounts';
import { route } from '../../../http/declared.ts';
import { audited } from '../audited.ts';

// Who may is settled before the body is read, as it was when the handler read it.
const superAdminsOnly = (what: string) => async (request: { user: { role: string } | null }) => {
  if (request.user!.role !== 'super_admin') throw new ApiError(403, `Only a super-admin can ${what}`);
};

/** `admin/admin`: the admins, and the super-admin inviting, deactivating, reactivating, removing and signing out the others. */
const admins: FastifyPluginAsyncZod = async (fastify) => {
  const { directory, admins: accounts } = fastify;
  route(fastify, adminList, async (request) => ({
    code: 200,
    message: 'Admins',
    ...(await directory.admins(request.query)),
  }));

  route(fastify, createAdmin, { preValidation: superAdminsOnly('create admins') }, async (request, reply) => {
    await accounts.invite(audited(createAdmin, request), request.body.email);
    return reply.code(201).send({ code: 201, message: 'Admin created successfully' });
  });

  const managing = { preValidation: superAdminsOnly('manage admins') };

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
};
export default admins;
