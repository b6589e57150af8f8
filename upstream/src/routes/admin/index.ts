import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { adminSetUp } from '@academy/shared/endpoints/accounts';
import { updateCourse, updateRobot } from '@academy/shared/endpoints/admin-catalogue';
import { loginRequest, loginResponse, logoutRequest, refreshRequest, refreshResponse } from '@academy/shared/auth';
import { messageResponse, withErrors } from '@academy/shared/envelope';
import { route } from '../../http/declared.ts';
import adminsOnly from './hooks.ts';
import { audited } from './audited.ts';
import { signInFrom } from '../../http/request-origin.ts';
import audit from './audit/index.ts';
import admins from './admin/index.ts';
import coupons from './coupons/index.ts';
import learning from './learning/index.ts';
import courses from './courses/index.ts';
import jobs from './jobs/index.ts';
import licences from './licences/index.ts';
import payments from './payments/index.ts';
import plans from './plans/index.ts';
import loginPasskey from './login/passkey/index.ts';
import profilePasskeys from './profile/passkeys/index.ts';
import orders from './orders/index.ts';
import revenues from './revenues/index.ts';
import quizzes from './quizzes/index.ts';
import liveSessions from './live-sessions/index.ts';
import cohorts from './cohorts/index.ts';
import questions from './questions/index.ts';
import reviews from './reviews/index.ts';
import robots from './robots/index.ts';
import security from './security/index.ts';
import settings from './settings/index.ts';
import subscriptions from './subscriptions/index.ts';
import superAdmin from './super-admin/index.ts';
import telegram from './telegram/index.ts';
import upload from './upload/index.ts';
import users from './users/index.ts';

/** `admin`: the admin area's own session calls and an invited admin's set-up, open to all; everything else behind the admin hooks. */
const admin: FastifyPluginAsyncZod = async (fastify) => {
  const { accounts, admins: adminAccounts, refreshSessions } = fastify;
  const answers = withErrors({ 200: messageResponse });

  fastify.post(
    '/login',
    { preValidation: fastify.authAttemptLimit, schema: { body: loginRequest, response: withErrors({ 200: loginResponse }) } },
    async (request) => {
      const { email, password } = request.body;
      return {
        code: 200,
        message: 'Logged in successfully',
        data: await accounts.login(email, password, 'admin', signInFrom(request)),
      };
    },
  );

  fastify.post('/refresh', { schema: { body: refreshRequest, response: withErrors({ 200: refreshResponse }) } }, async (request) => ({
    code: 200,
    message: 'Token refreshed',
    data: await accounts.refresh(request.body.rToken, 'admin'),
  }));

  fastify.post('/logout', { schema: { body: logoutRequest, response: answers } }, async (request) => {
    await refreshSessions.revoke(request.body.rToken);
    return { code: 200, message: 'Logged out' };
  });

  // The invited admin has no session yet: the mailed link's token is the proof, limited like a password reset.
  route(fastify, adminSetUp, { preValidation: fastify.resetAttemptLimit }, async (request) => {
    const { email } = await adminAccounts.setUp(audited(adminSetUp, request), request.body);
    // As a password reset: the link proved the mailbox from here, so logging in from here is the owner's.
    await fastify.rememberPlace(email, request.ip);
    return { code: 200, message: 'Your admin account is ready. You can now log in.' };
  });

  await fastify.register(async (scope) => {
    const signedIn = scope.withTypeProvider<ZodTypeProvider>();
    await signedIn.register(adminsOnly);
    // An admin's change may show in any public read (catalogue, prices, reviews, the group): a route says otherwise.
    signedIn.addHook('onRoute', (route) => {
      if (route.method !== 'GET' && route.method !== 'HEAD') route.config = { changesPublicReads: true, ...route.config };
    });
    const { catalogueAdmin } = signedIn;

    // The update calls sit at the area's root (docs/requirements.md#api-calls).
    route(signedIn, updateRobot, async (request) => {
      await catalogueAdmin.update(audited(updateRobot, request), 'robot', request.body);
      return { code: 200, message: 'robot updated successfully' };
    });
    route(signedIn, updateCourse, async (request) => {
      await catalogueAdmin.update(audited(updateCourse, request), 'course', request.body);
      return { code: 200, message: 'Course updated successfully' };
    });

    await signedIn.register(superAdmin, { prefix: '/super-admin' });
    await signedIn.register(users, { prefix: '/users' });
    await signedIn.register(admins, { prefix: '/admin' });
    await signedIn.register(telegram, { prefix: '/telegram' });
    await signedIn.register(settings, { prefix: '/settings' });
    await signedIn.register(security, { prefix: '/security' });
    // Passkeys (docs/decisions/088-passkeys.md): staff's own, and proving the second factor with one after the password.
    await signedIn.register(profilePasskeys, { prefix: '/profile/passkeys' });
    await signedIn.register(loginPasskey, { prefix: '/login/passkey' });
    await signedIn.register(plans, { prefix: '/plans' });
    await signedIn.register(subscriptions, { prefix: '/subscriptions' });
    await signedIn.register(robots, { prefix: '/robots' });
    await signedIn.register(courses, { prefix: '/courses' });
    await signedIn.register(licences, { prefix: '/licences' });
    await signedIn.register(coupons, { prefix: '/coupons' });
    await signedIn.register(orders, { prefix: '/orders' });
    await signedIn.register(revenues, { prefix: '/revenues' });
    await signedIn.register(reviews, { prefix: '/reviews' });
    await signedIn.register(quizzes);
    await signedIn.register(liveSessions);
    await signedIn.register(cohorts);
    await signedIn.register(questions);
    await signedIn.register(learning, { prefix: '/learning' });
    await signedIn.register(payments, { prefix: '/payments' });
    await signedIn.register(jobs, { prefix: '/jobs' });
    await signedIn.register(upload, { prefix: '/upload' });
    // `admin/audit` and `admin/audit.csv`: beside each other at the area's root.
    await signedIn.register(audit);
  });
};
export default admin;
