import { messageResponse, noInput, withErrors } from '../envelope.ts';
import {
  creationOptionsResponse,
  passkeyAddedResponse,
  passkeyAssertionRequest,
  passkeyListResponse,
  passkeyParams,
  passkeyRegistrationRequest,
  requestOptionsResponse,
} from '../passkeys.ts';
import { STAFF } from '../staff-roles.ts';
import { defineEndpoint } from './define.ts';

// Passkeys (docs/decisions/088-passkeys.md). The sign-in that answers tokens, `POST auth/passkey/login`,
// is not here: the BFF answers it itself and seals the tokens, as it does the password login
// (bff/src/routes/api/auth.ts). A challenge is a write (it is kept until answered), so asking for
// options is a POST.
const answers = withErrors({ 200: messageResponse });

/** The same calls for an account's own passkeys: a customer's under `user/passkeys`, staff's under `admin/profile/passkeys`. */
function passkeysOf<const Base extends 'user/passkeys' | 'admin/profile/passkeys'>(base: Base) {
  // Every staff role manages its own passkeys.
  const who = base === 'admin/profile/passkeys' ? ({ auth: 'admin', roles: STAFF } as const) : ({ auth: 'customer' } as const);
  return {
    list: defineEndpoint({ method: 'GET', path: base, ...who, query: noInput, response: withErrors({ 200: passkeyListResponse }) }),
    registrationOptions: defineEndpoint({
      method: 'POST',
      path: `${base}/options`,
      ...who,
      body: noInput,
      response: withErrors({ 200: creationOptionsResponse }),
    }),
    register: defineEndpoint({
      method: 'POST',
      path: base,
      ...who,
      body: passkeyRegistrationRequest,
      response: withErrors({ 201: passkeyAddedResponse }),
    }),
    remove: defineEndpoint({ method: 'POST', path: `${base}/:id/remove`, ...who, params: passkeyParams, body: noInput, response: answers }),
  };
}

export const customerPasskeys = passkeysOf('user/passkeys');
export const staffPasskeys = passkeysOf('admin/profile/passkeys');
// Staff's writes by name, as the audit registry and its routes name them (upstream/src/audit/audited-endpoints.ts).
export const { register: addStaffPasskey, remove: removeStaffPasskey } = staffPasskeys;

/** A customer's passwordless sign-in, step one: a challenge for any passkey of this shop (discoverable, so no email is asked). */
export const passkeySignInOptions = defineEndpoint({
  method: 'POST',
  path: 'auth/passkey/options',
  auth: 'public',
  body: noInput,
  response: withErrors({ 200: requestOptionsResponse }),
});

/** Staff, signed in with their password: a challenge for one of their own passkeys, their second factor. */
export const staffPasskeyOptions = defineEndpoint({
  method: 'POST',
  path: 'admin/login/passkey/options',
  auth: 'admin',
  roles: STAFF,
  body: noInput,
  response: withErrors({ 200: requestOptionsResponse }),
});

/** The passkey's answer: this login has proved its second factor. */
export const staffPasskeyProof = defineEndpoint({
  method: 'POST',
  path: 'admin/login/passkey',
  auth: 'admin',
  roles: STAFF,
  body: passkeyAssertionRequest,
  response: answers,
});
