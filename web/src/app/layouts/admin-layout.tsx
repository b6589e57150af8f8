import { useState } from 'react';
import { Link, matchPath, Outlet, useLocation, useMatches, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ROLE_LABELS, type StaffRole } from '@academy/shared/staff-roles';
import { Logo } from '../../components/layout/brand.tsx';
import { NavigationProgress } from '../../components/layout/navigation-progress.tsx';
import { paths } from '../../config/paths.ts';
import { type AdminCall, useAdminAccess } from '../../lib/admin-access.ts';
import { logout } from '../../lib/logout.ts';
import { storage } from '../../lib/storage.ts';
import { openScreenCall, screenCallAt } from '../admin-routes.tsx';

// `also`: the pages reached from a section (create, update, a user's learning) keep its link highlighted.
const LINKS: { to: string; label: string; end?: boolean; also?: RegExp }[] = [
  { to: paths.admin.root, label: 'Dashboard', end: true, also: /^\/admin\/users\// },
  { to: paths.admin.robots, label: 'Robots', also: /^\/admin\/(create-robot|update\/robot\/)/ },
  { to: paths.admin.licences, label: 'Licences' },
  { to: paths.admin.courses, label: 'Courses', also: /^\/admin\/(create-course|update\/course\/)/ },
  { to: paths.admin.learning, label: 'Learning' },
  { to: paths.admin.questions, label: 'Questions' },
  { to: paths.admin.orders, label: 'Orders' },
  { to: paths.admin.revenue, label: 'Revenue' },
  { to: paths.admin.payments, label: 'Payments' },
  { to: paths.admin.jobs, label: 'Jobs' },
  { to: paths.admin.audit, label: 'Audit' },
  { to: paths.admin.coupons, label: 'Coupons' },
  { to: paths.admin.reviews, label: 'Reviews' },
  { to: paths.admin.telegramPrice, label: 'Telegram' },
  { to: paths.admin.subscribers, label: 'Subscribers' },
  { to: paths.admin.settings, label: 'Settings' },
  { to: paths.admin.createAdmin, label: 'Create Admin' },
  { to: paths.admin.profile, label: 'Profile' },
  { to: paths.admin.security, label: 'Security' },
];

// Each link's screen needs one endpoint (admin-routes.tsx): the sidebar offers it to the roles that endpoint lets in.
const LINK_CALLS = new Map(LINKS.map((l) => [l.to, screenCallAt(l.to)]));
/** The sidebar's links for a role, by what it may call (docs/decisions/087-staff-roles.md). */
export const sidebarLinks = (may: (call: AdminCall) => boolean) =>
  LINKS.filter((l) => {
    const call = LINK_CALLS.get(l.to);
    return call === undefined || may(call);
  });

const isCurrent = (l: (typeof LINKS)[number], pathname: string) => Boolean(matchPath({ path: l.to, end: l.end ?? false }, pathname) ?? l.also?.test(pathname));

const linkClass = (isActive: boolean) =>
  `block rounded-lg px-3 py-2.5 text-sm font-medium ${isActive ? 'bg-accent-400 text-navy-950' : 'text-slate-300 hover:bg-slate-800 hover:text-white'}`;

const isNarrow = () => window.matchMedia('(max-width: 767px)').matches;

/** A screen the role does not open (an address typed, an old bookmark): said inside the shell, with the way back. */
function NotAllowed({ role }: { role: StaffRole }) {
  return (
    <div className="flex max-w-xl flex-col items-start gap-4">
      <h1 className="text-2xl font-semibold">Not allowed</h1>
      <p className="text-slate-300">This screen is not open to your role ({ROLE_LABELS[role]}). If you need it, ask the super-admin to change your role.</p>
      <Link to={paths.admin.root} className="font-semibold text-accent-400 hover:underline">
        Go to Dashboard
      </Link>
    </div>
  );
}

/**
 * docs/requirements.md#admin-area: a dark sidebar (open or closed, remembered), the active link highlighted, Logout.
 * The sidebar holds the screens the signed-in role may use, and another screen says it is not allowed (docs/decisions/087-staff-roles.md).
 */
export function AdminLayout() {
  const { role, may } = useAdminAccess();
  const links = sidebarLinks(may);
  const screenCall = openScreenCall(useMatches());
  const allowed = screenCall === undefined || may(screenCall);
  // Remembered when chosen; otherwise open on wide screens. Phones always start closed (the sidebar covers the page).
  const [open, setOpen] = useState(() => {
    if (isNarrow()) return false;
    const stored = storage.get('isSidebarOpen');
    return stored ? stored === 'true' : true;
  });
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // On phones following a link closes it: adjusted while rendering the new page, not after it.
  const [sidebarPath, setSidebarPath] = useState(pathname);
  if (sidebarPath !== pathname) {
    setSidebarPath(pathname);
    if (isNarrow()) setOpen(false);
  }
  const toggle = () => {
    storage.set('isSidebarOpen', String(!open));
    setOpen(!open);
  };
  async function onLogout() {
    try {
      await logout('admin');
      toast.success('Logged out');
      // The router shows its own errors; nothing here waits for the login page.
      void navigate(paths.admin.login);
    } catch (err) {
      // Offline: the session is still there, so no 'Logged out'.
      toast.error(err instanceof Error ? err.message : 'Logout failed. Please try again.');
    }
  }
  return (
    <div className="flex min-h-screen bg-navy-950 text-slate-100">
      <NavigationProgress />
      {open && (
        // A mouse convenience over the page on phones; the header's toggle is the accessible control.
        <div aria-hidden="true" onClick={toggle} className="fixed inset-0 z-20 bg-black/60 md:hidden" />
      )}
      {open && (
        // Scrolls on its own when its links outgrow a phone's height (16 of them pass 800 px): Logout stays reachable.
        <aside className="fixed inset-y-0 left-0 z-30 flex w-64 flex-col overflow-y-auto border-r border-slate-800 bg-black p-4 text-white md:static">
          <div className="mb-8 flex items-center gap-2.5 px-2 pt-2">
            <Logo />
            <span className="font-semibold">Admin</span>
            {/* On phones the open sidebar covers the header's toggle: its own way to close sits here. */}
            <button type="button" onClick={toggle} className="ml-auto rounded-md p-2 text-slate-300 hover:bg-slate-800 md:hidden">
              <span className="sr-only">Close sidebar</span>
              <span aria-hidden="true">✕</span>
            </button>
          </div>
          <nav aria-label="Admin" className="flex flex-1 flex-col gap-1">
            {links.map((l) => (
              <Link key={l.to} to={l.to} className={linkClass(isCurrent(l, pathname))} aria-current={isCurrent(l, pathname) ? 'page' : undefined}>
                {l.label}
              </Link>
            ))}
          </nav>
          <button
            type="button"
            onClick={onLogout}
            className="mt-4 rounded-lg border border-slate-700 px-3 py-2.5 text-sm font-medium text-slate-200 hover:bg-slate-800"
          >
            Logout
          </button>
        </aside>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center gap-3 border-b border-navy-800 bg-navy-900 px-4 py-3">
          <button type="button" onClick={toggle} aria-expanded={open} className="rounded-md p-2 text-slate-200 hover:bg-navy-800">
            <span className="sr-only">{open ? 'Close sidebar' : 'Open sidebar'}</span>
            <span aria-hidden="true">☰</span>
          </button>
          <span className="text-sm font-medium text-slate-300">Administration</span>
        </header>
        <main id="main" className="flex-1 p-4 sm:p-8">
          {allowed ? <Outlet /> : <NotAllowed role={role} />}
        </main>
      </div>
    </div>
  );
}
