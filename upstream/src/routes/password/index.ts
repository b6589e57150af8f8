import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ResetPasswordData } from '@academy/shared/auth';
import { changePassword, forgotPassword, resetPassword } from '@academy/shared/endpoints/accounts';
import { route } from '../../http/declared.ts';
import { originOf } from '../../http/request-origin.ts';

const password: FastifyPluginAsyncZod = async (fastify) => {
  const { accounts } = fastify;
  route(fastify, forgotPassword, { preValidation: fastify.resetAttemptLimit }, async (request) => {
    await accounts.forgotPassword(request.body.email);
    return { code: 200, message: 'If an account exists for this email, a reset link is on its way.' };
  });

  route(fastify, resetPassword, { preValidation: fastify.resetAttemptLimit }, async (request) => {
    const { token, password: next } = request.body;
    const { admin, email } = await accounts.resetPassword(token, next, originOf(request));
    // The link proved the mailbox from here: logging in from here is the owner's, whatever the guesses elsewhere.
    await fastify.rememberPlace(email, request.ip);
    const data: ResetPasswordData = { login: admin ? 'admin' : 'customer' };
    return { code: 200, message: 'Your password has been reset. You can now log in.', data };
  });

  route(fastify, changePassword, { preValidation: fastify.requireSession('customer') }, async (request) => {
    const { old_password, new_password } = request.body;
    await accounts.changePassword(request.user!, request.sessionFamily!, old_password, new_password, originOf(request));
    return { code: 200, message: 'Your password has been changed.' };
  });
};
export default password;
