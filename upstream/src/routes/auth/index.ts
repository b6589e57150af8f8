import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequest, loginResponse, logoutRequest, refreshRequest, refreshResponse } from '@academy/shared/auth';
import { register, resendVerification, verifyEmail } from '@academy/shared/endpoints/accounts';
import { messageResponse, withErrors } from '@academy/shared/envelope';
import { route } from '../../http/declared.ts';
import { signInFrom } from '../../http/request-origin.ts';
import passkey from './passkey/index.ts';

/**
 * Customer accounts: register, verify (declared: the BFF proxies them), login, refresh, logout (the
 * BFF's own calls, bff/src/routes/api/auth.ts), and the passkey sign-in (auth/passkey).
 */
const auth: FastifyPluginAsyncZod = async (fastify) => {
  const { accounts, refreshSessions } = fastify;
  const limited = fastify.authAttemptLimit;
  const answers = withErrors({ 200: messageResponse });

  route(fastify, register, { preValidation: limited }, async (request, reply) => {
    await accounts.register(request.body);
    return reply.code(201).send({ code: 201, message: 'Registration successful. Check your email to verify your account.' });
  });

  route(fastify, resendVerification, { preValidation: fastify.requireSession('customer') }, async (request) => {
    await accounts.resendVerification(request.user!);
    return { code: 200, message: `A new link is on its way to ${request.user!.email}.` };
  });

  route(fastify, verifyEmail, async (request) => {
    const done = await accounts.verifyEmail(request.body.token);
    return { code: 200, message: done === 'verified' ? 'Your email is verified. You can now log in.' : 'Your email is already verified. Log in.' };
  });

  fastify.post('/login', { preValidation: limited, schema: { body: loginRequest, response: withErrors({ 200: loginResponse }) } }, async (request) => {
    const { email, password } = request.body;
    return { code: 200, message: 'Logged in successfully', data: await accounts.login(email, password, 'customer', signInFrom(request)) };
  });

  fastify.post('/refresh', { schema: { body: refreshRequest, response: withErrors({ 200: refreshResponse }) } }, async (request) => ({
    code: 200,
    message: 'Token refreshed',
    data: await accounts.refresh(request.body.rToken, 'customer'),
  }));

  fastify.post('/logout', { schema: { body: logoutRequest, response: answers } }, async (request) => {
    await refreshSessions.revoke(request.body.rToken);
    return { code: 200, message: 'Logged out' };
  });

  // Signing in with a passkey instead of the password (docs/decisions/088-passkeys.md).
  await fastify.register(passkey, { prefix: '/passkey' });
};
export default auth;
