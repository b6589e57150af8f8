export type SessionKind = 'customer' | 'admin';

/** Where each kind of session refreshes and ends upstream, relative to /api/{PRODUCT}/. */
export const SESSION_PATHS: Record<SessionKind, { login: string; refresh: string; logout: string }> = {
  customer: { login: 'auth/login', refresh: 'auth/refresh', logout: 'auth/logout' },
  admin: { login: 'admin/login', refresh: 'admin/refresh', logout: 'admin/logout' },
};
