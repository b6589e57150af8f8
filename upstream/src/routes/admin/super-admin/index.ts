import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminProfileResponse, adminProfileUpdateRequest } from '@academy/shared/admin';
import { messageResponse, noInput, withErrors } from '@academy/shared/envelope';

/** `admin/super-admin`: the signed-in admin's own profile (any admin's, despite the name). */
const superAdmin: FastifyPluginAsyncZod = async (fastify) => {
  const { admins } = fastify;

  fastify.get('/fetch', { schema: { querystring: noInput, response: withErrors({ 200: adminProfileResponse }) } }, async (request) => ({
    code: 200,
    message: 'Admin profile',
    data: admins.profile(request.user!),
  }));

  fastify.post('/update', { schema: { body: adminProfileUpdateRequest, response: withErrors({ 200: messageResponse }) } }, async (request) => {
    await admins.updateProfile(request.user!, request.body);
    return { code: 200, message: 'Admin updated successfully. Please log in again.' };
  });
};
export default superAdmin;
