import { Link } from 'react-router';
import type { AdminSubscriber } from '@academy/shared/admin-subscriptions';
import { CountedTable } from '../../../components/ui/counted-table.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { paths } from '../../../config/paths.ts';
import { dateOnly } from '../../../lib/time-text.ts';
import { type SubscriberSearch, useSubscribers } from '../api/get-subscribers.ts';
import { planText, SubscriberStatus } from './subscriber-cells.tsx';

const columns: Column<AdminSubscriber>[] = [
  {
    header: 'Subscriber',
    cell: (s) => (
      <div className="flex max-w-56 min-w-40 flex-col">
        {/* The email opens the subscriber: their payments, the log, and Extend. */}
        <Link to={paths.admin.subscriber(s.id)} className="font-semibold wrap-anywhere text-accent-400 hover:underline">
          {s.email}
        </Link>
        <span className="text-slate-400">{s.customer_name}</span>
      </div>
    ),
  },
  { header: 'Plan', cell: (s) => <span className="whitespace-nowrap">{planText(s.plan)}</span> },
  { header: 'Status', cell: (s) => <SubscriberStatus subscriber={s} /> },
  { header: 'Period end', cell: (s) => <span className="whitespace-nowrap">{dateOnly(s.period_end)}</span> },
  { header: 'Started', cell: (s) => <span className="whitespace-nowrap">{dateOnly(s.created_at)}</span> },
];

/** The subscribers the filter picks, a page at a time. */
export function SubscribersTable({ filter }: { filter: SubscriberSearch }) {
  const list = useSubscribers(filter);
  return (
    <CountedTable
      list={list}
      noun={['subscriber', 'subscribers']}
      testId="subscribers-count"
      label="Subscribers"
      columns={columns}
      rowKey={(s) => s.id}
      empty="No Subscribers for now"
    />
  );
}
