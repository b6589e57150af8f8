import type { AdminUser } from '@academy/shared/admin';
import { usePaged } from '../../../lib/use-paged.ts';

/** `admin/admin` (docs/requirements.md#api-calls): the admins with their role_name, paged; totalRecords is the count. */
export const useAdmins = () => usePaged<AdminUser>('admin/admin');
