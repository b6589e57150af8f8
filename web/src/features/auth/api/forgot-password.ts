import { api } from '../../../lib/api-client.ts';

export const forgotPassword = (email: string) => api('password/forgot', { body: { email }, sessionRules: false });
