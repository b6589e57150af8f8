import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { REGISTRATION_MODAL_REDIRECT_MS, TEXT } from '@academy/shared/constants';
import type { UserDetails } from '@academy/shared/user';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { showDialog } from '../../../lib/dialogs.ts';

function Count({ label, value, to }: { label: string; value: number; to: string }) {
  return (
    <Link to={to} className="rounded-2xl border border-navy-700 bg-navy-900 p-6 transition-colors hover:border-accent-400">
      <p className="text-sm text-slate-400">{label}</p>
      <p className="mt-2 text-4xl font-semibold text-white">{value}</p>
    </Link>
  );
}

interface DashboardHomeProps {
  details: UserDetails;
  name: string;
  /** Sends the verification mail again (an inactive customer asks from the modal). */
  onResendLink: () => Promise<void>;
  /** Ends the session when an inactive customer leaves for /login. */
  onEndSession: () => Promise<void>;
  children?: ReactNode;
}

/** Dashboard home (docs/requirements.md#dashboard-home): greeting, purchase counts, what the route adds (Continue learning, the group), and the account links. */
export function DashboardHome({ details, name, onResendLink, onEndSession, children }: DashboardHomeProps) {
  const navigate = useNavigate();

  useEffect(() => {
    if (details.status !== 'inactive') return;
    // 'Logged in successfully' would contradict the modal: the registration is not complete.
    toast.dismiss();
    // Aborted when the page goes (or the status changes): the loop below stops asking.
    const page = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    void (async () => {
      const ask = () =>
        showDialog({
          title: TEXT.completeRegistrationTitle,
          text: 'Please check your email and follow the link we sent you to activate your account.',
          tone: 'info',
          confirmText: 'Ok',
          cancelText: 'Send the link again',
          // Escape closes, as Ok does: it never sends a mail.
          escapeMeans: true,
        });
      while (!page.signal.aborted && !(await ask())) await onResendLink();
      if (page.signal.aborted) return;
      // Ok goes to /login after 3 s; the session ends first, so /login shows its form instead of sending a signed-in customer back here.
      await onEndSession();
      timer = setTimeout(() => void navigate(paths.login), REGISTRATION_MODAL_REDIRECT_MS);
    })();
    return () => {
      page.abort();
      clearTimeout(timer);
    };
  }, [details.status, navigate, onResendLink, onEndSession]);

  return (
    <div className="flex flex-col gap-8">
      {/* A long name or address wraps on a phone rather than widening the page. */}
      <div className="break-words">
        <h1 className="text-3xl font-semibold">Welcome back, {details.first_name}</h1>
        <p className="mt-1 text-slate-400">Signed in as {name}</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Count label="Robots purchased" value={details.robots_purchased} to={paths.dashboard.robots} />
        <Count label="Courses purchased" value={details.courses_purchased} to={paths.dashboard.courses} />
      </div>
      {children}
      <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-lg font-semibold">Your account</h2>
          <p className="text-sm text-slate-400">Keep your details and password up to date.</p>
        </div>
        <div className="flex gap-3">
          <Link to={`account-details?id=${encodeURIComponent(name)}`} className="text-sm font-semibold text-accent-400 hover:underline">
            Account Details
          </Link>
          <Link to={paths.dashboard.changePassword} className="text-sm font-semibold text-accent-400 hover:underline">
            Change Password
          </Link>
        </div>
      </Card>
    </div>
  );
}
