import type { AdminProfile } from '@academy/shared/admin';
import { Card } from '../../../components/ui/card.tsx';
import { useAdmins } from '../api/get-admins.ts';
import { AdminTable } from './admin-table.tsx';
import { CreateAdminForm } from './create-admin-form.tsx';

/**
 * Create admin (docs/requirements.md#admin-area): the count of admins, the Create Admin form and the
 * paged admin table. Only the super-admin may invite and manage admins, so only they see the form and
 * the actions; `role` is the viewer's, undefined while it loads.
 */
export function AdminsOverview({ role }: { role: AdminProfile['role_name'] | undefined }) {
  const admins = useAdmins();
  const superAdmin = role === 'super_admin';
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold">Admins</h1>
        <p className="text-sm text-slate-300" aria-live="polite">
          Total admins: <span className="text-lg font-semibold text-slate-100 tabular-nums">{admins.rows ? admins.totalRecords : '…'}</span>
        </p>
      </div>
      {superAdmin && (
        <Card className="max-w-xl">
          <h2 className="mb-4 text-lg font-semibold">Create Admin</h2>
          <CreateAdminForm />
        </Card>
      )}
      {role === 'admin' && <p className="text-sm text-slate-300">Only the super-admin can create, deactivate or remove admins.</p>}
      <section aria-labelledby="admin-list" className="flex flex-col gap-3">
        <h2 id="admin-list" className="text-lg font-semibold">
          Admin list
        </h2>
        <AdminTable admins={admins} manage={superAdmin} />
      </section>
    </div>
  );
}
