import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '@academy/shared/api-error';
import { loginRequest, logoutRequest, refreshRequest, registerRequest, verifyEmailRequest } from '@academy/shared/auth';

/** Customer accounts: register, verify, login, refresh, logout. */
const auth: FastifyPluginAsync = async (fastify) => {
  const { accounts, refreshSessions } = fastify;
  const limited = { preHandler: fastify.authAttemptLimit };

  fastify.post('/register', limited, async (request, reply) => {
    await accounts.register(parseInput(registerRequest, request.body));
    return reply.code(201).send({ code: 201, message: 'Registration successful. Check your email to verify your account.' });
  });

  fastify.post('/resend-verification', { preHandler: fastify.requireSession('customer') }, async (request) => {
    await accounts.resendVerification(request.user!);
    return { code: 200, message: `A new link is on its way to ${request.user!.email}.` };
  });

  fastify.post('/verify-email', async (request) => {
    const { token } = parseInput(verifyEmailRequest, request.body);
    await accounts.verifyEmail(token);
    return { code: 200, message: 'Your email is verified. You can now log in.' };
  });

  fastify.post('/login', limited, async (request) => {
    const { email, password } = parseInput(loginRequest, request.body);
    return { code: 200, message: 'Logged in successfully', data: await accounts.login(email, password, 'customer', request.headers['user-agent']) };
  });

  fastify.post('/refresh', async (request) => {
    const { rToken } = parseInput(refreshRequest, request.body);
    return { code: 200, message: 'Token refreshed', data: await accounts.refresh(rToken, 'customer') };
  });

  fastify.post('/logout', async (request) => {
    const { rToken } = parseInput(logoutRequest, request.body);
    await refreshSessions.revoke(rToken);
    return { code: 200, message: 'Logged out' };
  });
};
export default auth;
