import type { FastifyPluginAsync } from 'fastify';
import { ApiError, parseInput } from '@academy/shared/api-error';
import { adminProfileUpdateRequest, banUserRequest } from '@academy/shared/admin';
import { loginRequest, logoutRequest, refreshRequest } from '@academy/shared/auth';
import catalogue from './catalogue.ts';
import manage from './manage.ts';
import revenue from './revenue.ts';
import upload from './upload.ts';

/** The admin area's own session calls and the signed-in admin's profile. */
const admin: FastifyPluginAsync = async (fastify) => {
  const { accounts, admins, sessions } = fastify.services;
  const adminOnly = { preHandler: fastify.requireSession('admin') };

  fastify.post('/login', { preHandler: fastify.authAttemptLimit }, async (request) => {
    const { email, password } = parseInput(loginRequest, request.body);
    return { code: 200, message: 'Logged in successfully', data: await accounts.login(email, password, 'admin', request.headers['user-agent']) };
  });

  fastify.post('/refresh', async (request) => {
    const { rToken } = parseInput(refreshRequest, request.body);
    return { code: 200, message: 'Token refreshed', data: await accounts.refresh(rToken, 'admin') };
  });

  fastify.post('/logout', async (request) => {
    await sessions.revoke(parseInput(logoutRequest, request.body).rToken);
    return { code: 200, message: 'Logged out' };
  });

  fastify.get('/super-admin/fetch', adminOnly, async (request) => ({
    code: 200,
    message: 'Admin profile',
    data: admins.profile(request.user!),
  }));

  fastify.post('/users/ban', adminOnly, async (request) => {
    const { email } = parseInput(banUserRequest, request.body);
    if (!(await admins.ban(email))) throw new ApiError(404, 'No customer with this email');
    return { code: 200, message: 'The user has been banned.' };
  });

  await fastify.register(manage);
  await fastify.register(catalogue);
  await fastify.register(revenue);
  await fastify.register(upload);

  fastify.post('/super-admin/update', adminOnly, async (request) => {
    await admins.updateProfile(request.user!, parseInput(adminProfileUpdateRequest, request.body));
    return { code: 200, message: 'Admin updated successfully. Please log in again.' };
  });
};
export default admin;
