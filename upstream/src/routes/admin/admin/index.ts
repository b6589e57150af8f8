import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { adminUsersResponse, createAdminRequest } from '@academy/shared/admin';
import { adminPageQuery } from '@academy/shared/admin-catalogue';
import { messageResponse, withErrors } from '@academy/shared/envelope';

/** `admin/admin`: the admins, and a super-admin inviting one. */
const admins: FastifyPluginAsyncZod = async (fastify) => {
  const { directory, admins: accounts } = fastify;

  fastify.get('/', { schema: { querystring: adminPageQuery, response: withErrors({ 200: adminUsersResponse }) } }, async (request) => ({
    code: 200,
    message: 'Admins',
    ...(await directory.admins(request.query)),
  }));

  // Who may invite is settled before the body is read, as it was when the handler read it.
  const superAdminsOnly = async (request: { user: { role: string } | null }) => {
    if (request.user!.role !== 'super_admin') throw new ApiError(403, 'Only a super-admin can create admins');
  };
  fastify.post(
    '/create',
    { preValidation: superAdminsOnly, schema: { body: createAdminRequest, response: withErrors({ 201: messageResponse }) } },
    async (request, reply) => {
      await accounts.invite(request.body.email);
      return reply.code(201).send({ code: 201, message: 'Admin created successfully' });
    },
  );
};
export default admins;
