import { api } from '../../../lib/api-client.ts';

export const changePassword = (old_password: string, new_password: string) => api('password/change', { body: { old_password, new_password } });
