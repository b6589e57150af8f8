import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import type { customerSecurity, staffSecurity } from '@academy/shared/endpoints/security';
import type { AuditContext } from '../audit/context.ts';
import type { FactorOwner } from '../accounts/totp.ts';
import { route } from '../http/declared.ts';
import { originOf } from '../http/request-origin.ts';

type Calls = typeof customerSecurity | typeof staffSecurity;
/** The calls that change how the account signs in, or sign it in: the ones a staff member's are recorded. */
export type RecordedCall = 'secondFactor' | 'recoveryCode' | 'totpConfirm' | 'totpDisable' | 'newRecoveryCodes';

/**
 * An account's own second factors, the same for customers (routes/user/security) and staff
 * (routes/admin/security, which records each in the audit log through `auditOf`). The calls that
 * finish a sign-in serve a session before its second factor (accounts/auth-guard.ts); setting up an
 * app then is only for an account that has none to prove, so a stolen password cannot add its own.
 */
export const securityRoutes: FastifyPluginAsyncZod<{ calls: Calls; auditOf: (call: RecordedCall, request: FastifyRequest) => AuditContext | null }> = async (
  fastify,
  { calls, auditOf },
) => {
  const { totp } = fastify;
  const owner = (call: RecordedCall, request: FastifyRequest): FactorOwner => ({
    user: request.user!,
    familyId: request.sessionFamily!,
    origin: originOf(request),
    audit: auditOf(call, request),
  });
  const beforeSecondFactor = { config: { beforeSecondFactor: true } };
  const settingUp = async (request: FastifyRequest) => {
    if (request.secondFactorStep === 'verify') throw new ApiError(403, WIRE.secondFactorRequired);
  };

  route(fastify, calls.state, beforeSecondFactor, async (request) => ({
    code: 200,
    message: 'Sign-in security',
    data: await totp.state(request.user!),
  }));

  route(fastify, calls.secondFactor, beforeSecondFactor, async (request) => {
    await totp.verifyCode(owner('secondFactor', request), request.body.code);
    return { code: 200, message: 'You are signed in.' };
  });

  route(fastify, calls.recoveryCode, beforeSecondFactor, async (request) => {
    const left = await totp.useRecoveryCode(owner('recoveryCode', request), request.body.recovery_code);
    return { code: 200, message: 'You are signed in with a recovery code.', data: { recovery_codes_left: left } };
  });

  route(fastify, calls.totpStart, { ...beforeSecondFactor, preValidation: settingUp }, async (request) => ({
    code: 200,
    message: 'Scan the code with your authenticator app.',
    data: await totp.start(request.user!),
  }));

  route(fastify, calls.totpConfirm, { ...beforeSecondFactor, preValidation: settingUp }, async (request) => ({
    code: 200,
    message: 'Two-factor sign-in is on.',
    data: { recovery_codes: await totp.confirm(owner('totpConfirm', request), request.body.code) },
  }));

  route(fastify, calls.newRecoveryCodes, { preValidation: fastify.passwordCheckLimit }, async (request) => ({
    code: 200,
    message: 'Your new recovery codes are ready.',
    data: { recovery_codes: await totp.newRecoveryCodes(owner('newRecoveryCodes', request), request.body.password) },
  }));

  route(fastify, calls.totpDisable, { preValidation: fastify.passwordCheckLimit }, async (request) => {
    await totp.disable(owner('totpDisable', request), request.body.password);
    return { code: 200, message: 'Two-factor sign-in is off.' };
  });
};
