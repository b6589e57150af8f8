import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '@academy/shared/api-error';
import { changePasswordRequest, forgotPasswordRequest, type ResetPasswordData, resetPasswordRequest } from '@academy/shared/auth';

const password: FastifyPluginAsync = async (fastify) => {
  const { accounts } = fastify;

  fastify.post('/forgot', { preHandler: fastify.authAttemptLimit }, async (request) => {
    await accounts.forgotPassword(parseInput(forgotPasswordRequest, request.body).email);
    return { code: 200, message: 'If an account exists for this email, a reset link is on its way.' };
  });

  fastify.post('/reset', { preHandler: fastify.authAttemptLimit }, async (request) => {
    const { token, password: next } = parseInput(resetPasswordRequest, request.body);
    const { invited, admin } = await accounts.resetPassword(token, next);
    const data: ResetPasswordData = { login: admin ? 'admin' : 'customer' };
    return { code: 200, message: invited ? 'Your password is set. You can now log in.' : 'Your password has been reset. You can now log in.', data };
  });

  fastify.post('/change', { preHandler: fastify.requireSession('customer') }, async (request) => {
    const { old_password, new_password } = parseInput(changePasswordRequest, request.body);
    await accounts.changePassword(request.user!, request.sessionFamily!, old_password, new_password);
    return { code: 200, message: 'Your password has been changed.' };
  });
};
export default password;
