import type { AdminUser } from '@academy/shared/admin';
import { ROLE_LABELS } from '@academy/shared/staff-roles';
import { ACTIONS_COLUMN, type Column, DataTable } from '../../../components/ui/data-table.tsx';
import type { useAdmins } from '../api/get-admins.ts';
import { AdminActions } from './admin-actions.tsx';

const fullName = (a: AdminUser) => [a.first_name, a.middle_name, a.last_name].filter(Boolean).join(' ');

const COLUMNS: Column<AdminUser>[] = [
  { header: 'Email', cell: (a) => a.email, className: 'break-all min-w-48' },
  // Names are optional on an account; a blank one still gets a readable cell.
  { header: 'Name', cell: (a) => fullName(a) || <span className="text-slate-400">Not set yet</span> },
  { header: 'Role', cell: (a) => (ROLE_LABELS as Partial<Record<string, string>>)[a.role_name] ?? a.role_name, className: 'whitespace-nowrap' },
  { header: 'Status', cell: (a) => a.status, className: 'capitalize' },
  { header: 'Two-factor', cell: (a) => (a.second_factor ? 'On' : 'Off'), className: 'whitespace-nowrap' },
];

/**
 * The paged admin list (docs/requirements.md#admin-area); the page's hook is shared with the count
 * above it. The super-admin (`manage`) gets an Action column for the other admins.
 */
export function AdminTable({ admins, manage }: { admins: ReturnType<typeof useAdmins>; manage: boolean }) {
  const { rows, error, page, setPage, totalRecords, reload } = admins;
  const actions: Column<AdminUser> = {
    header: 'Action',
    className: ACTIONS_COLUMN,
    // The super-admin is managed by nobody; every other staff member, admin or support, by them.
    cell: (a) => (a.role_name === 'super_admin' ? <span className="text-slate-400">None</span> : <AdminActions admin={a} onDone={reload} />),
  };
  return (
    <DataTable
      label="Admins"
      columns={manage ? [...COLUMNS, actions] : COLUMNS}
      rows={error ? [] : rows}
      rowKey={(a) => a.user_id}
      empty="No Admins for now"
      page={page}
      totalRecords={totalRecords}
      onPage={setPage}
    />
  );
}
