import { api } from '../../../lib/api-client.ts';

export const forgotPassword = (email: string) => api('password/forgot', { body: { email }, sessionRules: false });
export const resetPassword = (token: string, password: string) => api('password/reset', { body: { token, password }, sessionRules: false });
export const changePassword = (old_password: string, new_password: string) => api('password/change', { body: { old_password, new_password } });
