import { NavLink, Outlet, useLoaderData } from 'react-router';
import { paths } from '../../config/paths.ts';

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `whitespace-nowrap rounded-lg px-3 py-2 text-sm font-medium ${isActive ? 'bg-accent-400/10 text-accent-400' : 'text-slate-300 hover:bg-navy-800 hover:text-white'}`;

/** The customer's area: a tab bar over the page, inside the public header and footer. */
export function DashboardLayout() {
  const customer = useLoaderData<{ name: string }>();
  const tabs = [
    { to: paths.dashboard.root, label: 'Overview', end: true },
    { to: paths.dashboard.courses, label: 'Your Courses' },
    { to: paths.dashboard.robots, label: 'Your Robots' },
    { to: paths.dashboard.accountDetails(customer.name), label: 'Account Details' },
    { to: paths.dashboard.orders, label: 'Orders' },
    { to: paths.dashboard.subscriptions, label: 'Subscriptions' },
    { to: paths.dashboard.changePassword, label: 'Change Password' },
  ];
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      {/* Wrapped, not scrolled: on a phone a scrolled bar cut "Account Details" off with no sign there was more. */}
      <nav aria-label="Dashboard" className="mb-8 flex flex-wrap gap-1 border-b border-navy-800 pb-3">
        {tabs.map((t) => (
          <NavLink key={t.label} to={t.to} end={t.end} className={tabClass}>
            {t.label}
          </NavLink>
        ))}
      </nav>
      <Outlet />
    </div>
  );
}
