import { api } from '../../../lib/api-client.ts';

export const banUser = (email: string) => api('admin/users/ban', { body: { email } });
