import type { FastifyPluginAsync } from 'fastify';
import { ApiError, parseInput } from '@academy/shared/api-error';
import { createAdminRequest } from '@academy/shared/admin';
import { adminPageQuery } from '@academy/shared/admin-catalogue';

/** `admin/admin`: the admins, and a super-admin inviting one. */
const admins: FastifyPluginAsync = async (fastify) => {
  const { directory, admins: accounts } = fastify;

  fastify.get('/', async (request) => ({ code: 200, message: 'Admins', ...(await directory.admins(parseInput(adminPageQuery, request.query))) }));

  fastify.post('/create', async (request, reply) => {
    if (request.user!.role !== 'super_admin') throw new ApiError(403, 'Only a super-admin can create admins');
    await accounts.invite(parseInput(createAdminRequest, request.body).email);
    return reply.code(201).send({ code: 201, message: 'Admin created successfully' });
  });
};
export default admins;
