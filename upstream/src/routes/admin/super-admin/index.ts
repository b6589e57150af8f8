import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminProfile, updateAdminProfile } from '@academy/shared/endpoints/admin-accounts';
import { route } from '../../../http/declared.ts';
import { permissionsOf } from '../../../http/role-rule.ts';
import { audited } from '../audited.ts';

/** `admin/super-admin`: the signed-in staff member's own profile (any role's, despite the name), with what their role may call. */
const superAdmin: FastifyPluginAsyncZod = async (fastify) => {
  const { admins } = fastify;

  route(fastify, adminProfile, async (request) => {
    const profile = admins.profile(request.user!);
    return { code: 200, message: 'Admin profile', data: { ...profile, permissions: permissionsOf(profile.role_name) } };
  });

  route(fastify, updateAdminProfile, async (request) => {
    await admins.updateProfile(audited(updateAdminProfile, request), request.user!, request.body);
    return { code: 200, message: 'Admin updated successfully. Please log in again.' };
  });
};
export default superAdmin;
