import type { AdminUser } from '@academy/shared/admin';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { ACTIONS_COLUMN, type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { paths } from '../../../config/paths.ts';
import { HandledApiError } from '../../../lib/api-client.ts';
import { showDialog } from '../../../lib/dialogs.ts';
import { usePaged } from '../../../lib/use-paged.ts';
import { endUserSessions } from '../api/end-user-sessions.ts';
import { banUser } from '../api/ban-user.ts';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const trueFalse = (v: boolean) => (v ? 'True' : 'False');

/** docs/requirements.md#admin-area: the paginated User Records table with a ban action. */
export function UserRecords({ onChange }: { onChange: () => void }) {
  const users = usePaged<AdminUser>('admin/users');

  async function ban(user: AdminUser) {
    const sure = await showDialog({
      title: 'Are you sure?',
      text: "You won't be able to revert this!",
      tone: 'warning',
      confirmText: 'Yes, ban them!',
      cancelText: 'Cancel',
    });
    if (!sure) return;
    try {
      await banUser(user.email);
      await showDialog({ title: 'Banned!', text: 'The user has been banned.', tone: 'success' });
      await users.reload();
      onChange();
    } catch (err) {
      if (!(err instanceof HandledApiError)) await showDialog({ title: 'Error!', text: 'There was a problem banning the user.', tone: 'error' });
    }
  }

  async function endSessions(user: AdminUser) {
    const sure = await showDialog({
      title: 'End all sessions?',
      text: `${user.email} will be signed out on every device and will need to log in again.`,
      tone: 'warning',
      confirmText: 'Yes, end them',
      cancelText: 'Cancel',
    });
    if (!sure) return;
    try {
      await showDialog({ title: 'Sessions ended', text: await endUserSessions(user.user_id), tone: 'success' });
    } catch (err) {
      if (!(err instanceof HandledApiError)) await showDialog({ title: 'Error!', text: 'There was a problem ending the sessions.', tone: 'error' });
    }
  }

  const columns: Column<AdminUser>[] = [
    { header: 'Email', cell: (u) => u.email },
    { header: 'Name', cell: (u) => `${u.first_name} ${u.middle_name ? `${u.middle_name} ` : ''}${u.last_name}` },
    { header: 'Courses', cell: (u) => u.courses_purchased },
    { header: 'Robots', cell: (u) => u.robots_purchased },
    { header: 'Paid group', cell: (u) => yesNo(u.hasUserPaid) },
    { header: 'Joined Telegram', cell: (u) => trueFalse(u.joined_telegram) },
    { header: 'Verified email', cell: (u) => trueFalse(u.verified_email) },
    {
      header: 'Status',
      cell: (u) => <span className={u.status === 'banned' ? 'text-red-400' : u.status === 'active' ? 'text-green-400' : 'text-amber-300'}>{u.status}</span>,
    },
    {
      header: 'Action',
      className: ACTIONS_COLUMN,
      cell: (u) => (
        <div className="flex flex-col gap-2 whitespace-nowrap">
          {u.status === 'banned' ? (
            <span className="text-slate-400">Banned</span>
          ) : (
            <>
              <Button variant="danger" className="px-3 py-1.5" aria-label={`Ban ${u.email}`} onClick={() => void ban(u)}>
                Ban
              </Button>
              <Button variant="secondary" className="px-3 py-1.5" aria-label={`End all sessions of ${u.email}`} onClick={() => void endSessions(u)}>
                End all sessions
              </Button>
            </>
          )}
          {/* A banned buyer's licences still run until revoked: reachable either way. */}
          <LinkButton to={paths.admin.userLicences(u.user_id)} variant="secondary" className="px-3 py-1.5" aria-label={`Licences of ${u.email}`}>
            Licences
          </LinkButton>
          <LinkButton to={paths.admin.userLearning(u.user_id)} variant="secondary" className="px-3 py-1.5" aria-label={`Learning of ${u.email}`}>
            Learning
          </LinkButton>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="user-records">
      <h2 id="user-records" className="mb-4 text-xl font-semibold">
        User Records
      </h2>
      <DataTable
        label="User Records"
        columns={columns}
        rows={users.rows}
        rowKey={(u) => u.user_id}
        empty="No Users for now...."
        page={users.page}
        totalRecords={users.totalRecords}
        onPage={users.setPage}
      />
    </section>
  );
}
