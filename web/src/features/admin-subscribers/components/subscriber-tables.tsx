import type { SubscriptionEvent } from '@academy/shared/admin-subscriptions';
import { formatUsd } from '@academy/shared/money';
import type { PeriodPayment } from '@academy/shared/subscription-history';
import { dayCount, planLength } from '@academy/shared/plan-lengths';
import { CountedTable } from '../../../components/ui/counted-table.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { OrderStatus } from '../../../components/ui/order-status.tsx';
import { useLocalPages } from '../../../lib/use-local-pages.ts';
import { dateOnly, dateTime } from '../../../lib/time-text.ts';

const when = (iso: string) => (
  <time dateTime={iso} className="whitespace-nowrap">
    {dateTime(iso)}
  </time>
);

const paymentColumns: Column<PeriodPayment>[] = [
  { header: 'Paid', cell: (p) => when(p.paid_at) },
  { header: 'Plan', cell: (p) => (p.months === null ? 'Unknown plan' : planLength(p.months)) },
  { header: 'Amount', cell: (p) => <span className="tabular-nums">{formatUsd(p.amount_usd)}</span> },
  { header: 'Provider', cell: (p) => <span className="capitalize">{p.provider}</span> },
  { header: 'Status', cell: (p) => <OrderStatus status={p.status} /> },
];

/** The periods the subscriber paid (the group orders carrying a plan), newest first; a refunded one says so. */
export function PeriodPayments({ payments }: { payments: PeriodPayment[] }) {
  const list = useLocalPages(payments);
  return (
    <CountedTable
      list={list}
      noun={['payment', 'payments']}
      testId="subscriber-payments-count"
      label="Period payments"
      columns={paymentColumns}
      rowKey={(p) => p.order_id}
      empty="No periods paid"
    />
  );
}

const eventColumns: Column<SubscriptionEvent>[] = [
  { header: 'When', cell: (e) => when(e.created_at) },
  { header: 'Change', cell: (e) => <span className="whitespace-nowrap">Extended by {dayCount(e.days)}</span> },
  {
    header: 'Period end',
    cell: (e) => (
      <span className="whitespace-nowrap">
        {dateOnly(e.old_period_end)} → {dateOnly(e.new_period_end)}
      </span>
    ),
  },
  { header: 'By', cell: (e) => <span className="whitespace-nowrap">{e.admin_email}</span> },
  {
    header: 'Reason',
    cell: (e) => (e.reason ? <span className="block min-w-40 break-words">{e.reason}</span> : <span className="text-slate-400">None given</span>),
  },
];

/** The log of what admins did to the subscription by hand, newest first. */
export function ExtensionLog({ events }: { events: SubscriptionEvent[] }) {
  const list = useLocalPages(events);
  return (
    <CountedTable
      list={list}
      noun={['extension', 'extensions']}
      testId="subscriber-events-count"
      label="Extensions"
      columns={eventColumns}
      rowKey={(e) => e.id}
      empty="Never extended by hand"
    />
  );
}
