import { closeAccountRequest } from '../account-closing.ts';
import { adminSetUpRequest } from '../admin.ts';
import { changePasswordRequest, forgotPasswordRequest, registerRequest, resetPasswordRequest, resetPasswordResponse, verifyEmailRequest } from '../auth.ts';
import { fileResponse, messageResponse, noInput, withErrors } from '../envelope.ts';
import { endSessionRequest, signedInSessionsResponse } from '../sessions.ts';
import { emailQuery, userDetailsResponse, userUpdateRequest } from '../user.ts';
import { defineEndpoint } from './define.ts';

// Login, refresh and logout are not here: the BFF answers them itself and keeps the tokens (bff/src/routes/api/auth.ts).
const answers = withErrors({ 200: messageResponse });

export const register = defineEndpoint({
  method: 'POST',
  path: 'auth/register',
  auth: 'public',
  body: registerRequest,
  response: withErrors({ 201: messageResponse }),
});
export const verifyEmail = defineEndpoint({ method: 'POST', path: 'auth/verify-email', auth: 'public', body: verifyEmailRequest, response: answers });
export const resendVerification = defineEndpoint({ method: 'POST', path: 'auth/resend-verification', auth: 'customer', body: noInput, response: answers });
export const forgotPassword = defineEndpoint({ method: 'POST', path: 'password/forgot', auth: 'public', body: forgotPasswordRequest, response: answers });
export const resetPassword = defineEndpoint({
  method: 'POST',
  path: 'password/reset',
  auth: 'public',
  body: resetPasswordRequest,
  response: withErrors({ 200: resetPasswordResponse }),
});
// An invited admin has no session yet: the mailed link's token is the proof.
export const adminSetUp = defineEndpoint({ method: 'POST', path: 'admin/set-up', auth: 'public', body: adminSetUpRequest, response: answers });
export const changePassword = defineEndpoint({ method: 'POST', path: 'password/change', auth: 'customer', body: changePasswordRequest, response: answers });
const details = { method: 'GET', auth: 'customer', query: emailQuery, response: withErrors({ 200: userDetailsResponse }) } as const;
export const userDetails = defineEndpoint({ ...details, path: 'user/details' });
export const detailsAlias = defineEndpoint({ ...details, path: 'details' });
export const userUpdate = defineEndpoint({ method: 'POST', path: 'user/update', auth: 'customer', body: userUpdateRequest, response: answers });
export const userSessions = defineEndpoint({
  method: 'GET',
  path: 'user/sessions',
  auth: 'customer',
  query: noInput,
  response: withErrors({ 200: signedInSessionsResponse }),
});
export const endSession = defineEndpoint({ method: 'POST', path: 'user/sessions/end', auth: 'customer', body: endSessionRequest, response: answers });
export const endOtherSessions = defineEndpoint({ method: 'POST', path: 'user/sessions/end-others', auth: 'customer', body: noInput, response: answers });
// The customer's own data, as a zip of JSON files (decision 086); a link the browser downloads itself.
export const dataExport = defineEndpoint({
  method: 'GET',
  path: 'user/data-export',
  auth: 'customer',
  query: noInput,
  response: withErrors({ 200: fileResponse }),
});
export const closeAccount = defineEndpoint({ method: 'POST', path: 'user/close', auth: 'customer', body: closeAccountRequest, response: answers });
