import { api } from '../../../lib/api-client.ts';

export const verifyEmail = (token: string) => api('auth/verify-email', { body: { token }, sessionRules: false });
