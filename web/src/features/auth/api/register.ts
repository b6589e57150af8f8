import type { RegisterRequest } from '@academy/shared/auth';
import { api } from '../../../lib/api-client.ts';

export const register = (input: RegisterRequest) => api('auth/register', { body: input, sessionRules: false });
