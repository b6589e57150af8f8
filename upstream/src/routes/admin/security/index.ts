import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  secondFactorPolicy,
  staffNewRecoveryCodes,
  staffRecoveryCode,
  staffSecondFactor,
  staffSecurity,
  staffTotpConfirm,
  staffTotpDisable,
} from '@academy/shared/endpoints/security';
import { route } from '../../../http/declared.ts';
import { type RecordedCall, securityRoutes } from '../../security-routes.ts';
import { audited } from '../audited.ts';

/** `admin/security`: a staff member's own second factor, each change and sign-in in the audit log, and the super-admin's requirement for every admin. */
const security: FastifyPluginAsyncZod = async (fastify) => {
  const { settings } = fastify;
  // Each recorded call asks for its context by its endpoint, as every audited route does.
  const recorded = {
    secondFactor: (request: FastifyRequest) => audited(staffSecondFactor, request),
    recoveryCode: (request: FastifyRequest) => audited(staffRecoveryCode, request),
    totpConfirm: (request: FastifyRequest) => audited(staffTotpConfirm, request),
    totpDisable: (request: FastifyRequest) => audited(staffTotpDisable, request),
    newRecoveryCodes: (request: FastifyRequest) => audited(staffNewRecoveryCodes, request),
  } satisfies Record<RecordedCall, unknown>;
  await fastify.register(securityRoutes, { calls: staffSecurity, auditOf: (call, request) => recorded[call](request) });

  route(fastify, secondFactorPolicy, async (request) => {
    const required = request.body.admins_required;
    await settings.save(audited(secondFactorPolicy, request), { admins_second_factor: required ? 1 : 0 });
    return {
      code: 200,
      message: required ? 'Every admin now signs in with a second factor.' : 'Only the super-admin must sign in with a second factor.',
      data: { admins_required: required },
    };
  });
};
export default security;
