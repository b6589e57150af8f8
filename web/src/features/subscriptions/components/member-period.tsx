import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { dateOnly } from '../../../lib/time-text.ts';
import { useSubscription } from '../api/subscription.ts';

/** Under a member's invite: until when their subscription gives access, and where to manage it (nothing for a one-off member). */
export function MemberPeriod() {
  const { data } = useSubscription(true);
  const s = data?.subscription;
  if (!s || s.status === 'lapsed') return null;
  const until = s.status === 'past_due' ? s.grace_ends_at : s.period_end;
  return (
    <p className="text-sm text-slate-300">
      {s.status === 'trialing' ? 'Your free trial' : 'Your subscription'} gives access until {dateOnly(until)}.{' '}
      <Link to={paths.dashboard.subscriptions} className="text-accent-400 underline">
        Manage your subscription
      </Link>
    </p>
  );
}
