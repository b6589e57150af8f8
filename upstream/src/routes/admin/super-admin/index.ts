import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '@academy/shared/api-error';
import { adminProfileUpdateRequest } from '@academy/shared/admin';

/** `admin/super-admin`: the signed-in admin's own profile (any admin's, despite the name). */
const superAdmin: FastifyPluginAsync = async (fastify) => {
  const { admins } = fastify;

  fastify.get('/fetch', async (request) => ({ code: 200, message: 'Admin profile', data: admins.profile(request.user!) }));

  fastify.post('/update', async (request) => {
    await admins.updateProfile(request.user!, parseInput(adminProfileUpdateRequest, request.body));
    return { code: 200, message: 'Admin updated successfully. Please log in again.' };
  });
};
export default superAdmin;
