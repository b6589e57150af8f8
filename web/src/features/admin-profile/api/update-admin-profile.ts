import type { AdminProfileUpdateRequest } from '@academy/shared/admin';
import { api } from '../../../lib/api-client.ts';

export const updateAdminProfile = (input: AdminProfileUpdateRequest) => api('admin/super-admin/update', { body: input });
