import { useRouteLoaderData } from 'react-router';
import useSWR from 'swr';
import { formatUsd } from '@academy/shared/money';
import { countOf, totalRevenue } from '../../../features/admin-users/api/users.ts';
import { UserRecords } from '../../../features/admin-users/components/user-records.tsx';

async function figures() {
  const [users, robots, courses, revenue] = await Promise.all([countOf('admin/users'), countOf('admin/robots'), countOf('admin/courses'), totalRevenue()]);
  return { users, robots, courses, revenue };
}

/** Spec 2.5: the admin's name, the cards, and User Records. */
export function Component() {
  const admin = useRouteLoaderData('admin') as { name: string };
  const { data, mutate } = useSWR('admin/dashboard-figures', figures);
  const cards = [
    ['Users', data?.users],
    ['Robots', data?.robots],
    ['Courses', data?.courses],
    ['Total Revenue (USD)', data && formatUsd(data.revenue)],
  ] as const;
  return (
    <div className="flex flex-col gap-8">
      <div>
        <h1 className="text-2xl font-semibold">Dashboard</h1>
        <p className="text-slate-300">Signed in as {admin.name}</p>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {cards.map(([label, value]) => (
          <div key={label} className="rounded-2xl border border-navy-700 bg-navy-900 p-5">
            <dt className="text-sm text-slate-400">{label}</dt>
            <dd className="mt-2 text-3xl font-semibold text-white" data-testid={`card-${label}`}>
              {value ?? '…'}
            </dd>
          </div>
        ))}
      </dl>
      <UserRecords onChange={() => void mutate()} />
    </div>
  );
}
