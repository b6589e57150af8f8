import type { ResetPasswordData } from '@academy/shared/auth';
import { api } from '../../../lib/api-client.ts';

export const resetPassword = (token: string, password: string) => api<ResetPasswordData>('password/reset', { body: { token, password }, sessionRules: false });
