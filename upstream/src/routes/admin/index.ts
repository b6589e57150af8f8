import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '@academy/shared/api-error';
import { updateCourseRequest, updateItemRequest } from '@academy/shared/admin-catalogue';
import { loginRequest, logoutRequest, refreshRequest } from '@academy/shared/auth';
import adminsOnly from './hooks.ts';
import admins from './admin/index.ts';
import courses from './courses/index.ts';
import revenues from './revenues/index.ts';
import robots from './robots/index.ts';
import settings from './settings/index.ts';
import superAdmin from './super-admin/index.ts';
import telegram from './telegram/index.ts';
import upload from './upload/index.ts';
import users from './users/index.ts';

/** `admin`: the admin area's own session calls, open to all; everything else behind the admin hooks. */
const admin: FastifyPluginAsync = async (fastify) => {
  const { accounts, refreshSessions } = fastify;

  fastify.post('/login', { preHandler: fastify.authAttemptLimit }, async (request) => {
    const { email, password } = parseInput(loginRequest, request.body);
    return { code: 200, message: 'Logged in successfully', data: await accounts.login(email, password, 'admin', request.headers['user-agent']) };
  });

  fastify.post('/refresh', async (request) => {
    const { rToken } = parseInput(refreshRequest, request.body);
    return { code: 200, message: 'Token refreshed', data: await accounts.refresh(rToken, 'admin') };
  });

  fastify.post('/logout', async (request) => {
    await refreshSessions.revoke(parseInput(logoutRequest, request.body).rToken);
    return { code: 200, message: 'Logged out' };
  });

  await fastify.register(async (signedIn) => {
    await signedIn.register(adminsOnly);
    const { catalogueAdmin } = signedIn;

    // Spec 5's update calls sit at the area's root.
    signedIn.post('/updateRobot', async (request) => {
      await catalogueAdmin.update('robot', parseInput(updateItemRequest, request.body));
      return { code: 200, message: 'robot updated successfully' };
    });
    signedIn.post('/updateCourse', async (request) => {
      await catalogueAdmin.update('course', parseInput(updateCourseRequest, request.body));
      return { code: 200, message: 'Course updated successfully' };
    });

    await signedIn.register(superAdmin, { prefix: '/super-admin' });
    await signedIn.register(users, { prefix: '/users' });
    await signedIn.register(admins, { prefix: '/admin' });
    await signedIn.register(telegram, { prefix: '/telegram' });
    await signedIn.register(settings, { prefix: '/settings' });
    await signedIn.register(robots, { prefix: '/robots' });
    await signedIn.register(courses, { prefix: '/courses' });
    await signedIn.register(revenues, { prefix: '/revenues' });
    await signedIn.register(upload, { prefix: '/upload' });
  });
};
export default admin;
