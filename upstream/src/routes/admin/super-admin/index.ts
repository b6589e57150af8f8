import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminProfile, updateAdminProfile } from '@academy/shared/endpoints/admin-accounts';
import { route } from '../../../http/declared.ts';
import { audited } from '../audited.ts';

/** `admin/super-admin`: the signed-in admin's own profile (any admin's, despite the name). */
const superAdmin: FastifyPluginAsyncZod = async (fastify) => {
  const { admins } = fastify;

  route(fastify, adminProfile, async (request) => ({
    code: 200,
    message: 'Admin profile',
    data: admins.profile(request.user!),
  }));

  route(fastify, updateAdminProfile, async (request) => {
    await admins.updateProfile(audited(updateAdminProfile, request), request.user!, request.body);
    return { code: 200, message: 'Admin updated successfully. Please log in again.' };
  });
};
export default superAdmin;
