import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordRequest, forgotPasswordRequest, type ResetPasswordData, resetPasswordRequest, resetPasswordResponse } from '@academy/shared/auth';
import { messageResponse, withErrors } from '@academy/shared/envelope';

const password: FastifyPluginAsyncZod = async (fastify) => {
  const { accounts } = fastify;
  const answers = withErrors({ 200: messageResponse });

  fastify.post('/forgot', { preValidation: fastify.resetAttemptLimit, schema: { body: forgotPasswordRequest, response: answers } }, async (request) => {
    await accounts.forgotPassword(request.body.email);
    return { code: 200, message: 'If an account exists for this email, a reset link is on its way.' };
  });

  fastify.post(
    '/reset',
    { preValidation: fastify.resetAttemptLimit, schema: { body: resetPasswordRequest, response: withErrors({ 200: resetPasswordResponse }) } },
    async (request) => {
      const { token, password: next } = request.body;
      const { admin, email } = await accounts.resetPassword(token, next);
      // The link proved the mailbox from here: logging in from here is the owner's, whatever the guesses elsewhere.
      await fastify.rememberPlace(email, request.ip);
      const data: ResetPasswordData = { login: admin ? 'admin' : 'customer' };
      return { code: 200, message: 'Your password has been reset. You can now log in.', data };
    },
  );

  fastify.post(
    '/change',
    { preValidation: fastify.requireSession('customer'), schema: { body: changePasswordRequest, response: answers } },
    async (request) => {
      const { old_password, new_password } = request.body;
      await accounts.changePassword(request.user!, request.sessionFamily!, old_password, new_password);
      return { code: 200, message: 'Your password has been changed.' };
    },
  );
};
export default password;
