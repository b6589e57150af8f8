import { Link } from 'react-router';
import type { GroupSubscription } from '@academy/shared/subscriptions';
import { formatUsd } from '@academy/shared/money';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SubscriptionStatus } from '../../../components/ui/subscription-status.tsx';
import { paths } from '../../../config/paths.ts';
import { dateOnly } from '../../../lib/time-text.ts';
import { useToastedAction } from '../../../lib/toasted-action.ts';
import { cancelSubscription, openCardPage, resumeSubscription, useSubscription } from '../api/subscription.ts';

/** Where the subscription stands, in one sentence. */
function standing(s: GroupSubscription): string {
  if (s.status === 'lapsed') return `Ended on ${dateOnly(s.grace_ends_at)}.`;
  if (s.cancel_at_period_end) return `Cancelled: you keep access until ${dateOnly(s.period_end)}.`;
  if (s.status === 'past_due') return `Your period ended on ${dateOnly(s.period_end)}. Pay by ${dateOnly(s.grace_ends_at)} to keep your place.`;
  if (s.status === 'trialing') return `Your free trial runs until ${dateOnly(s.period_end)}.`;
  return `Paid until ${dateOnly(s.period_end)}.`;
}

/** The signals group subscription: plan, status, next payment, Pay now, Cancel or Resume. */
export function SubscriptionCard() {
  const { data, error } = useSubscription(true);
  const { busy, run } = useToastedAction();
  if (error) return <p className="text-red-300">Your subscription could not be loaded. Reload this page to try again.</p>;
  if (!data) return <Spinner label="Loading your subscription" />;
  const s = data.subscription;
  if (!s) {
    return (
      <p className="text-slate-300">
        You have no subscription.{' '}
        <Link to={paths.signals} className="text-accent-400 underline">
          See the signals group’s plans
        </Link>
        .
      </p>
    );
  }
  const payable = s.status !== 'lapsed' && s.plan.active;
  return (
    <section aria-labelledby="group-subscription" className="flex max-w-xl flex-col gap-4 rounded-2xl border border-navy-700 bg-navy-900 p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="group-subscription" className="text-xl font-semibold">
          Telegram signals group
        </h2>
        <SubscriptionStatus status={s.status} />
      </div>
      <p className="text-slate-200">
        {s.plan.months}-month plan, {formatUsd(s.plan.usd)} per period.
      </p>
      <p className="text-slate-200">{standing(s)}</p>
      {s.renews_by_card ? (
        <p className="text-sm text-slate-300">
          {s.status === 'past_due'
            ? `Your card could not be charged. Update it by ${dateOnly(s.grace_ends_at)} to keep your place.`
            : `Renews automatically: your card is charged on ${dateOnly(s.period_end)}.`}
        </p>
      ) : (
        s.next_payment_usd !== null && (
          <p className="text-sm text-slate-300">
            Next payment: {formatUsd(s.next_payment_usd)} by {dateOnly(s.status === 'past_due' ? s.grace_ends_at : s.period_end)}. Paying early adds to the end
            of your period.
          </p>
        )
      )}
      <div className="flex flex-wrap gap-2">
        {s.renews_by_card ? (
          <Button disabled={busy} onClick={() => void run(openCardPage)}>
            Update card
          </Button>
        ) : (
          payable && <LinkButton to={paths.groupCheckout(s.plan.id)}>Pay now</LinkButton>
        )}
        {s.status !== 'lapsed' &&
          (s.cancel_at_period_end ? (
            <Button variant="secondary" disabled={busy} onClick={() => void run(resumeSubscription)}>
              Resume subscription
            </Button>
          ) : (
            <Button variant="secondary" disabled={busy} onClick={() => void run(cancelSubscription)}>
              Cancel subscription
            </Button>
          ))}
        {s.status === 'lapsed' && <LinkButton to={paths.signals}>Subscribe again</LinkButton>}
      </div>
    </section>
  );
}
