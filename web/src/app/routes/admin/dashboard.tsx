import { Link, useRouteLoaderData } from 'react-router';
import { formatUsd } from '@academy/shared/money';
import { useAdminProfile } from '../../../features/admin-profile/api/get-admin-profile.ts';
import { useDashboardFigures } from '../../../features/admin-dashboard/api/get-dashboard-figures.ts';
import { useTelegramSetup } from '../../../features/admin-settings/api/telegram-setup.ts';
import { telegramSetupSummary } from '../../../features/admin-settings/components/telegram-link-form.tsx';
import { UserRecords } from '../../../features/admin-users/components/user-records.tsx';
import { paths } from '../../../config/paths.ts';
import { useAdminAccess } from '../../../lib/admin-access.ts';

/** Shown only while the group cannot be sold: what to configure, and where. */
function TelegramNotice() {
  const { data } = useTelegramSetup();
  if (!data || data.bot || data.invite_url) return null;
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-2xl border border-amber-300/40 bg-amber-300/10 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-slate-100">{telegramSetupSummary(data, 'under Telegram')}</p>
      <Link to={paths.admin.telegramPrice} className="shrink-0 font-semibold text-accent-400 hover:underline">
        Set the invite link
      </Link>
    </div>
  );
}

/** The admin's name, the cards, and User Records (docs/requirements.md#admin-area); support sees the users' card and User Records. */
export function Component() {
  const admin = useRouteLoaderData('admin') as { name: string };
  const { may } = useAdminAccess();
  // "The admin's name": the profile's name; the session only knows the email.
  const { data: profile } = useAdminProfile();
  const adminName = profile ? [profile.first_name, profile.last_name].filter(Boolean).join(' ') : '';
  const { data, mutate, shown } = useDashboardFigures();
  const revenue = data?.revenue;
  const cards = (
    [
      ['users', 'Users', data?.users],
      ['robots', 'Robots', data?.robots],
      ['courses', 'Courses', data?.courses],
      ['revenue', 'Total Revenue (USD)', revenue === undefined ? undefined : formatUsd(revenue)],
    ] as const
  ).filter(([figure]) => shown.includes(figure));
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-2xl font-semibold">Dashboard</h1>
        <p className="text-slate-300">
          {adminName ? `Welcome, ${adminName}` : 'Welcome'} · Signed in as {admin.name}
        </p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map(([, label, value]) => (
          <div key={label} className="rounded-2xl border border-navy-700 bg-navy-900 p-5">
            <dt className="text-sm text-slate-400">{label}</dt>
            <dd className="mt-2 text-3xl font-semibold text-white" data-testid={`card-${label}`}>
              {value ?? '…'}
            </dd>
          </div>
        ))}
      </dl>
      {may('GET admin/telegram') && <TelegramNotice />}
      <UserRecords onChange={() => void mutate()} />
    </div>
  );
}
