import { formatUsd } from '@academy/shared/money';
import type { PeriodPayment, SubscriptionExtension } from '@academy/shared/subscription-history';
import { dayCount, planLength } from '@academy/shared/plan-lengths';
import { OrderStatus } from '../../../components/ui/order-status.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { dateOnly } from '../../../lib/time-text.ts';
import { useSubscriptionHistory } from '../api/subscription.ts';
import { historyEntries } from '../history-entries.ts';

/** A period paid: when, for how long, how much and how; a refunded one struck through and marked. */
function PaymentEntry({ payment }: { payment: PeriodPayment }) {
  const refunded = payment.status === 'refunded';
  return (
    <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
      <div className="flex flex-col gap-0.5">
        <p className={refunded ? 'text-slate-400 line-through' : 'text-slate-100'}>
          {payment.months === null ? 'A period' : planLength(payment.months)} of the signals group
        </p>
        <p className="text-sm text-slate-400">
          Paid <time dateTime={payment.paid_at}>{dateOnly(payment.paid_at)}</time> with <span className="capitalize">{payment.provider}</span>
        </p>
      </div>
      <p className="flex flex-col items-end gap-0.5 whitespace-nowrap">
        <span className="font-semibold tabular-nums">{formatUsd(payment.amount_usd)}</span>
        <OrderStatus status={payment.status} />
      </p>
    </div>
  );
}

/** An admin's extension: by how much, when, and the end it moved the period to. */
function ExtensionEntry({ extension }: { extension: SubscriptionExtension }) {
  return (
    <div className="flex flex-col gap-0.5">
      <p className="text-slate-100">Extended by {dayCount(extension.days)}</p>
      <p className="text-sm text-slate-400">
        <time dateTime={extension.created_at}>{dateOnly(extension.created_at)}</time>: the period now ends {dateOnly(extension.new_period_end)}
      </p>
    </div>
  );
}

/** Under the subscription card: each period paid and each extension given, newest first (nothing while there is none). */
export function SubscriptionHistory() {
  const { data, error } = useSubscriptionHistory();
  if (error) return <p className="text-red-300">Your subscription history could not be loaded. Reload this page to try again.</p>;
  if (!data) return <Spinner label="Loading your subscription history" />;
  const entries = historyEntries(data);
  if (!entries.length) return null;
  return (
    <section aria-labelledby="subscription-history" className="flex max-w-xl flex-col gap-4 rounded-2xl border border-navy-700 bg-navy-900 p-6">
      <h2 id="subscription-history" className="text-xl font-semibold">
        History
      </h2>
      <ul className="flex flex-col divide-y divide-navy-800" aria-label="Payments and extensions">
        {entries.map((e) => (
          <li key={e.kind === 'payment' ? e.payment.order_id : e.extension.id} className="py-3 first:pt-0 last:pb-0">
            {e.kind === 'payment' ? <PaymentEntry payment={e.payment} /> : <ExtensionEntry extension={e.extension} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
