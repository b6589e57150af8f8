import type { AdminSubscriber } from '@academy/shared/admin-subscriptions';
import { formatUsd } from '@academy/shared/money';
import { planLength } from '@academy/shared/plan-lengths';
import { SubscriptionStatus } from '../../../components/ui/subscription-status.tsx';

/** The plan as the admin reads it: "3 months · $50.00". */
export const planText = (plan: AdminSubscriber['plan']) => `${planLength(plan.months)} · ${formatUsd(plan.usd)}`;

/** Cancelled by the customer and running to its end: no renewal is asked for. */
export const isCancelling = (s: AdminSubscriber) => s.cancel_at_period_end && s.status !== 'lapsed';

/** The status badge, and whether it ends at the period's end. */
export function SubscriberStatus({ subscriber }: { subscriber: AdminSubscriber }) {
  return (
    <div className="flex flex-col items-start gap-1">
      <SubscriptionStatus status={subscriber.status} />
      {isCancelling(subscriber) && <span className="text-xs font-semibold text-amber-300">Cancelling</span>}
    </div>
  );
}
