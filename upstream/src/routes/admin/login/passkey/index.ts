import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffPasskeyOptions, staffPasskeyProof } from '@academy/shared/endpoints/passkeys';
import { route } from '../../../../http/declared.ts';
import { audited } from '../../audited.ts';

/**
 * `admin/login/passkey`: staff signed in with their password prove their second factor with one of
 * their passkeys (docs/decisions/088-passkeys.md); served before it, and the proof is on the audit log.
 */
const passkey: FastifyPluginAsyncZod = async (fastify) => {
  const { passkeys } = fastify;
  const config = { beforeSecondFactor: true, changesPublicReads: false };

  route(fastify, staffPasskeyOptions, { config }, async (request) => ({
    code: 200,
    message: 'Use your passkey',
    data: await passkeys.secondFactorOptions(request.user!),
  }));

  route(fastify, staffPasskeyProof, { config, preValidation: fastify.secondFactorLimit }, async (request) => {
    const audit = audited(staffPasskeyProof, request);
    const owner = { user: request.user!, familyId: request.sessionFamily!, step: request.secondFactorStep, audit, origin: audit };
    await passkeys.proveSecondFactor(owner, request.body.response);
    return { code: 200, message: 'You are signed in.' };
  });
};
export default passkey;
