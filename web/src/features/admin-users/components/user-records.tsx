import type { AdminUser } from '@academy/shared/admin';
import { ACTIONS_COLUMN, type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { RowMenu } from '../../../components/ui/row-menu.tsx';
import { paths } from '../../../config/paths.ts';
import { useAdminAccess } from '../../../lib/admin-access.ts';
import { HandledApiError } from '../../../lib/api-client.ts';
import { showDialog } from '../../../lib/dialogs.ts';
import { download } from '../../../lib/download.ts';
import { usePaged } from '../../../lib/use-paged.ts';
import { endUserSessions } from '../api/end-user-sessions.ts';
import { banUser } from '../api/ban-user.ts';
import { closeUserAccount, userDataExportUrl } from '../api/user-data-requests.ts';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');
const trueFalse = (v: boolean) => (v ? 'True' : 'False');
const STATUS_COLOUR: Record<string, string> = { banned: 'text-red-400', active: 'text-green-400', closed: 'text-slate-400' };

/** docs/requirements.md#admin-area: the paginated User Records table with a ban action; a row offers what the role may do (support: look). */
export function UserRecords({ onChange }: { onChange: () => void }) {
  const users = usePaged<AdminUser>('admin/users');
  const { may } = useAdminAccess();

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

  // On the customer's request (decision 086): asked first, saying what goes and what the law has the shop keep.
  async function close(user: AdminUser) {
    const sure = await showDialog({
      title: 'Close this account?',
      text: `${user.email} will be signed out and anonymised; their licences, group membership and subscription end; their reviews and learning are deleted. Orders and refunds are kept, without their name. This cannot be undone.`,
      tone: 'error',
      confirmText: 'Yes, close it',
      cancelText: 'Cancel',
    });
    if (!sure) return;
    try {
      await showDialog({ title: 'Account closed', text: await closeUserAccount(user.user_id), tone: 'success' });
      await users.reload();
      onChange();
    } catch (err) {
      if (!(err instanceof HandledApiError)) await showDialog({ title: 'Error!', text: 'There was a problem closing the account.', tone: 'error' });
    }
  }

  const columns: Column<AdminUser>[] = [
    // Few columns, each a short stack: with nine side by side, Status went under the menu column at 1280 px and three more at 1024 px.
    {
      header: 'User',
      cell: (u) => (
        <div className="flex max-w-48 min-w-40 flex-col">
          {/* A narrow column breaks an address before its @, and anywhere only when one part is longer than the column. */}
          <span className="wrap-anywhere">
            {u.email.slice(0, u.email.indexOf('@'))}
            <wbr />
            {u.email.slice(u.email.indexOf('@'))}
          </span>
          <span className="text-slate-400">
            {u.status === 'closed' ? 'Closed account' : `${u.first_name} ${u.middle_name ? `${u.middle_name} ` : ''}${u.last_name}`}
          </span>
        </div>
      ),
    },
    {
      header: 'Bought',
      cell: (u) => (
        <dl className="grid grid-cols-[auto_auto] gap-x-2 text-xs whitespace-nowrap">
          <dt className="text-slate-400">Courses</dt>
          <dd>{u.courses_purchased}</dd>
          <dt className="text-slate-400">Robots</dt>
          <dd>{u.robots_purchased}</dd>
        </dl>
      ),
    },
    {
      header: 'Account',
      cell: (u) => (
        <dl className="grid grid-cols-[auto_auto] gap-x-2 text-xs whitespace-nowrap">
          <dt className="text-slate-400">Paid group</dt>
          <dd>{yesNo(u.hasUserPaid)}</dd>
          <dt className="text-slate-400">Joined Telegram</dt>
          <dd>{trueFalse(u.joined_telegram)}</dd>
          <dt className="text-slate-400">Verified email</dt>
          <dd>{trueFalse(u.verified_email)}</dd>
        </dl>
      ),
    },
    {
      header: 'Status',
      cell: (u) => <span className={STATUS_COLOUR[u.status] ?? 'text-amber-300'}>{u.status}</span>,
    },
    {
      header: 'Action',
      className: ACTIONS_COLUMN,
      // One menu per row: four stacked buttons made each row 120 px tall and pushed columns out of sight.
      cell: (u) => (
        <RowMenu
          label={`Actions for ${u.email}`}
          items={[
            ...(u.status === 'banned' || u.status === 'closed'
              ? []
              : [
                  ...(may('POST admin/users/ban') ? [{ label: 'Ban', danger: true, onSelect: () => ban(u) }] : []),
                  ...(may('POST admin/users/:id/sessions/end-all') ? [{ label: 'End all sessions', onSelect: () => endSessions(u) }] : []),
                ]),
            // A banned buyer's licences still run until revoked: reachable either way.
            ...(may('GET admin/licences') ? [{ label: 'Licences', to: paths.admin.userLicences(u.user_id) }] : []),
            ...(may('GET admin/users/:id/learning') ? [{ label: 'Learning', to: paths.admin.userLearning(u.user_id) }] : []),
            // The customer's data requests (decision 086); a closed account's export is what the shop kept of it.
            ...(may('GET admin/users/:id/data-export') ? [{ label: 'Download data', onSelect: () => download(userDataExportUrl(u.user_id)) }] : []),
            ...(u.status === 'closed' || !may('POST admin/users/:id/close') ? [] : [{ label: 'Close account', danger: true, onSelect: () => close(u) }]),
          ]}
        />
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
