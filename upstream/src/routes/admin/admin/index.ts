import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { adminUsersResponse, createAdminRequest } from '@academy/shared/admin';
import { adminPageQuery } from '@academy/shared/admin-catalogue';
import { messageResponse, noInput, withErrors } from '@academy/shared/envelope';
import { userIdParams } from '@academy/shared/sessions';

// Who may is settled before the body is read, as it was when the handler read it.
const superAdminsOnly = (what: string) => async (request: { user: { role: string } | null }) => {
  if (request.user!.role !== 'super_admin') throw new ApiError(403, `Only a super-admin can ${what}`);
};

/** `admin/admin`: the admins, and the super-admin inviting, deactivating, reactivating, removing and signing out the others. */
const admins: FastifyPluginAsyncZod = async (fastify) => {
  const { directory, admins: accounts } = fastify;
  const answers = withErrors({ 200: messageResponse });

  fastify.get('/', { schema: { querystring: adminPageQuery, response: withErrors({ 200: adminUsersResponse }) } }, async (request) => ({
    code: 200,
    message: 'Admins',
    ...(await directory.admins(request.query)),
  }));

  fastify.post(
    '/create',
    { preValidation: superAdminsOnly('create admins'), schema: { body: createAdminRequest, response: withErrors({ 201: messageResponse }) } },
    async (request, reply) => {
      await accounts.invite(request.body.email);
      return reply.code(201).send({ code: 201, message: 'Admin created successfully' });
    },
  );

  const managing = { preValidation: superAdminsOnly('manage admins'), schema: { params: userIdParams, body: noInput, response: answers } };

  fastify.post('/:id/deactivate', managing, async (request) => {
    await accounts.deactivate(request.user!, request.params.id);
    return { code: 200, message: 'The admin has been deactivated.' };
  });

  fastify.post('/:id/reactivate', managing, async (request) => {
    await accounts.reactivate(request.params.id);
    return { code: 200, message: 'The admin has been reactivated.' };
  });

  fastify.post('/:id/remove', managing, async (request) => {
    await accounts.remove(request.user!, request.params.id);
    return { code: 200, message: 'The admin has been removed.' };
  });

  fastify.post('/:id/sessions/end-all', managing, async (request) => {
    await accounts.endAdminSessions(request.params.id);
    return { code: 200, message: 'All sessions of this admin have ended.' };
  });
};
export default admins;
