import { messageResponse, noInput, withErrors } from '../envelope.ts';
import { passwordCheckRequest } from '../fields.ts';
import {
  recoveryCodeRequest,
  recoveryCodesResponse,
  recoveryCodeUsedResponse,
  secondFactorPolicyRequest,
  secondFactorPolicyResponse,
  securityStateResponse,
  totpCodeRequest,
  totpEnrolmentResponse,
} from '../second-factor.ts';
import { STAFF, SUPER_ADMIN } from '../staff-roles.ts';
import { defineEndpoint, type Endpoint } from './define.ts';

// An account's own second factors (docs/decisions/089-second-factors.md): the same calls for a
// customer (`user/security/...`) and for staff (`admin/security/...`, every staff role for itself).
const answers = withErrors({ 200: messageResponse });

function securityOf<const Area extends string>(area: Area, who: { auth: 'customer' } | { auth: 'admin'; roles: typeof STAFF }) {
  return {
    state: { method: 'GET', path: `${area}/security`, ...who, query: noInput, response: withErrors({ 200: securityStateResponse }) },
    /** Proves this login with a code from the app. */
    secondFactor: { method: 'POST', path: `${area}/security/second-factor`, ...who, body: totpCodeRequest, response: answers },
    recoveryCode: {
      method: 'POST',
      path: `${area}/security/recovery-code`,
      ...who,
      body: recoveryCodeRequest,
      response: withErrors({ 200: recoveryCodeUsedResponse }),
    },
    totpStart: { method: 'POST', path: `${area}/security/totp/start`, ...who, body: noInput, response: withErrors({ 200: totpEnrolmentResponse }) },
    totpConfirm: { method: 'POST', path: `${area}/security/totp/confirm`, ...who, body: totpCodeRequest, response: withErrors({ 200: recoveryCodesResponse }) },
    totpDisable: { method: 'POST', path: `${area}/security/totp/disable`, ...who, body: passwordCheckRequest, response: answers },
    newRecoveryCodes: {
      method: 'POST',
      path: `${area}/security/recovery-codes`,
      ...who,
      body: passwordCheckRequest,
      response: withErrors({ 200: recoveryCodesResponse }),
    },
  } as const satisfies Record<string, Endpoint>;
}

export const customerSecurity = securityOf('user', { auth: 'customer' });
export const staffSecurity = securityOf('admin', { auth: 'admin', roles: STAFF });
/** The staff Security screen's read (web/src/app/admin-routes.tsx). */
export const { state: staffSecurityState } = staffSecurity;
// The staff calls that are recorded in the audit log, by name (upstream/src/audit/audited-endpoints.ts).
export const { secondFactor: staffSecondFactor, recoveryCode: staffRecoveryCode, totpConfirm: staffTotpConfirm } = staffSecurity;
export const { totpDisable: staffTotpDisable, newRecoveryCodes: staffNewRecoveryCodes } = staffSecurity;

/** The super-admin's say: every admin must have a second factor (the super-admin always must). */
export const secondFactorPolicy = defineEndpoint({
  method: 'POST',
  path: 'admin/security/policy',
  auth: 'admin',
  roles: SUPER_ADMIN,
  body: secondFactorPolicyRequest,
  response: withErrors({ 200: secondFactorPolicyResponse }),
});
