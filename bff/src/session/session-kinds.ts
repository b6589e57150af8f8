export type SessionKind = 'customer' | 'admin';

/** Where each kind of session refreshes and ends upstream, relative to /api/{PRODUCT}/. */
export const SESSION_PATHS: Record<SessionKind, { login: string; refresh: string; logout: string }> = {
  customer: { login: 'auth/login', refresh: 'auth/refresh', logout: 'auth/logout' },
  admin: { login: 'admin/login', refresh: 'admin/refresh', logout: 'admin/logout' },
};

/** A customer's sign-in with a passkey (docs/decisions/088-passkeys.md): answered with tokens, so the BFF's own call, as the login is. */
export const PASSKEY_LOGIN = 'auth/passkey/login';
