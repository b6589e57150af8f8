import type { AssignableRole } from '@academy/shared/staff-roles';
import { api } from '../../../lib/api-client.ts';

export type AdminAction = 'deactivate' | 'reactivate' | 'remove' | 'sessions/end-all' | 'second-factor/reset';

/** `admin/admin/:id/{action}`: the super-admin's say over another admin (403 for anyone else); answers the message to show. */
export const manageAdmin = async (adminId: string, action: AdminAction) =>
  (await api(`admin/admin/${encodeURIComponent(adminId)}/${action}`, { body: {} })).message;

/** `admin/admin/:id/role`: the super-admin moves an admin between admin and support; answers the message to show. */
export const changeAdminRole = async (adminId: string, role: AssignableRole) =>
  (await api(`admin/admin/${encodeURIComponent(adminId)}/role`, { body: { role } })).message;
