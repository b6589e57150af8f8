import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginResponse } from '@academy/shared/auth';
import { passkeySignInOptions } from '@academy/shared/endpoints/passkeys';
import { withErrors } from '@academy/shared/envelope';
import { passkeyAssertionRequest } from '@academy/shared/passkeys';
import { route } from '../../../http/declared.ts';
import { signInFrom } from '../../../http/request-origin.ts';

/**
 * `auth/passkey`: a customer signs in with a passkey, no password (docs/decisions/088-passkeys.md).
 * The options are proxied (declared); the login answers tokens, so, as `auth/login`, it is the BFF's
 * own call (bff/src/routes/api/auth.ts). Both are limited per client address as the login is.
 */
const passkey: FastifyPluginAsyncZod = async (fastify) => {
  const { passkeys } = fastify;
  const limited = fastify.authAttemptLimit;

  route(fastify, passkeySignInOptions, { preValidation: limited }, async () => ({
    code: 200,
    message: 'Use your passkey',
    data: await passkeys.signInOptions(),
  }));

  fastify.post(
    '/login',
    { preValidation: limited, schema: { body: passkeyAssertionRequest, response: withErrors({ 200: loginResponse }) } },
    async (request) => ({
      code: 200,
      message: 'Logged in successfully',
      data: await passkeys.signIn(request.body.response, signInFrom(request)),
    }),
  );
};
export default passkey;
