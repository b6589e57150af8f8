import type { GroupSubscription } from '@academy/shared/subscriptions';

type Status = GroupSubscription['status'];

/** Each status in words, as the customer's card and the admin's Subscribers screens say it. */
export const SUBSCRIPTION_STATUS_LABEL: Record<Status, string> = {
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Payment due',
  lapsed: 'Ended',
};

/** A subscription's status as a badge. */
export function SubscriptionStatus({ status }: { status: Status }) {
  return (
    <span className="rounded-full bg-navy-800 px-3 py-1 text-xs font-semibold whitespace-nowrap text-slate-200 uppercase">
      {SUBSCRIPTION_STATUS_LABEL[status]}
    </span>
  );
}
