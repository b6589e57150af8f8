import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminSubscriberDetail } from '@academy/shared/admin-subscriptions';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { dateOnly, dateTime } from '../../../lib/time-text.ts';
import { useSubscriber } from '../api/get-subscribers.ts';
import { ExtendForm } from './extend-form.tsx';
import { isCancelling, planText, SubscriberStatus } from './subscriber-cells.tsx';
import { ExtensionLog, PeriodPayments } from './subscriber-tables.tsx';

/** Where the subscription stands: plan, status, when the period and access end, whether it renews, since when. */
function Standing({ detail }: { detail: AdminSubscriberDetail }) {
  const s = detail.subscription;
  const rows: [string, ReactNode][] = [
    ['Plan', planText(s.plan)],
    ['Status', <SubscriberStatus subscriber={s} />],
    ['Period ends', <time dateTime={s.period_end}>{dateTime(s.period_end)}</time>],
    ['Access until', <time dateTime={s.grace_ends_at}>{dateTime(s.grace_ends_at)}</time>],
    ['Renewal', isCancelling(s) ? 'Cancelled: ends with the period' : s.status === 'lapsed' ? 'None: ended' : 'Asked for before the end'],
    ['Started', dateOnly(s.created_at)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm" aria-label="Subscription">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-slate-400">{term}</dt>
          <dd data-testid={`subscriber-${term.toLowerCase().replaceAll(' ', '-')}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One subscriber: where they stand, Extend by N days, their periods paid and the log of extensions. */
export function SubscriberScreen({ id }: { id: string }) {
  const { data, error, mutate } = useSubscriber(id);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link to={paths.admin.subscribers} className="text-sm text-accent-400 hover:underline">
          ← Subscribers
        </Link>
        <h1 className="mt-2 text-2xl font-semibold">{data ? data.subscription.customer_name : 'Subscriber'}</h1>
        {data && <p className="break-all text-slate-300">{data.subscription.email}</p>}
      </div>
      {error ? (
        <p role="alert">{error.message}</p>
      ) : data ? (
        <>
          <div className="grid gap-6 lg:grid-cols-2">
            <Card>
              <h2 className="mb-4 text-xl font-semibold">Subscription</h2>
              <Standing detail={data} />
            </Card>
            <Card>
              <h2 className="mb-2 text-xl font-semibold">Extend by days</h2>
              <p className="mb-4 text-sm text-slate-300">
                Whole days added to the period’s end, and logged with your email. A subscription that ended runs again from today, and its customer is let back
                into the group.
              </p>
              {/* Emptied once an extension is logged. */}
              <ExtendForm key={data.events.length} subscriber={data.subscription} onExtended={() => mutate()} />
            </Card>
          </div>
          <section aria-labelledby="subscriber-payments" className="flex flex-col gap-3">
            <h2 id="subscriber-payments" className="text-xl font-semibold">
              Payments
            </h2>
            <PeriodPayments payments={data.payments} />
          </section>
          <section aria-labelledby="subscriber-extensions" className="flex flex-col gap-3">
            <h2 id="subscriber-extensions" className="text-xl font-semibold">
              Extensions
            </h2>
            <ExtensionLog events={data.events} />
          </section>
        </>
      ) : (
        <Spinner label="Loading" />
      )}
    </div>
  );
}
