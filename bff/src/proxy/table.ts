import type { z } from 'zod';
import { adminProfileUpdateRequest, banUserRequest } from '@academy/shared/admin';
import { changePasswordRequest, forgotPasswordRequest, registerRequest, resetPasswordRequest, verifyEmailRequest } from '@academy/shared/auth';
import { emailQuery, userUpdateRequest } from '@academy/shared/user';

export type ProxyAuth =
  /** No session is sent. */
  | 'public'
  /** The customer's bearer when there is a session (answers may differ for buyers). */
  | 'optional'
  /** A customer session is required; `email` is overwritten with the session's. */
  | 'customer'
  /** An admin session is required. */
  | 'admin';

export interface ProxyRoute {
  method: 'GET' | 'POST';
  /** Relative to /api/{PRODUCT}/, the same on the BFF and the upstream; `:name` for a parameter. */
  path: string;
  auth: ProxyAuth;
  query?: z.ZodObject;
  body?: z.ZodObject;
  params?: z.ZodObject;
  /** Login-like calls: rate limited per client IP at the BFF as well. */
  limited?: boolean;
}

/**
 * The only upstream calls a browser can reach through the BFF. Login, logout and the refresh
 * calls are not here: the BFF handles them itself (routes/api/auth.ts) and keeps the tokens.
 */
export const PROXY_TABLE: ProxyRoute[] = [
  // accounts
  { method: 'POST', path: 'auth/register', auth: 'public', body: registerRequest, limited: true },
  { method: 'POST', path: 'auth/verify-email', auth: 'public', body: verifyEmailRequest },
  { method: 'POST', path: 'password/forgot', auth: 'public', body: forgotPasswordRequest, limited: true },
  { method: 'POST', path: 'password/reset', auth: 'public', body: resetPasswordRequest, limited: true },
  { method: 'POST', path: 'password/change', auth: 'customer', body: changePasswordRequest },
  { method: 'GET', path: 'user/details', auth: 'customer', query: emailQuery },
  { method: 'GET', path: 'details', auth: 'customer', query: emailQuery },
  { method: 'POST', path: 'user/update', auth: 'customer', body: userUpdateRequest },
  // admin
  { method: 'POST', path: 'admin/users/ban', auth: 'admin', body: banUserRequest },
  { method: 'GET', path: 'admin/super-admin/fetch', auth: 'admin' },
  { method: 'POST', path: 'admin/super-admin/update', auth: 'admin', body: adminProfileUpdateRequest },
];
