import { SUBSCRIBER_FILTERS, type SubscriberFilter } from '@academy/shared/admin-subscriptions';
import { FilterSelect } from '../../../components/ui/filter-select.tsx';
import { SearchForm } from '../../../components/ui/search-form.tsx';
import { SUBSCRIPTION_STATUS_LABEL } from '../../../components/ui/subscription-status.tsx';
import { useFilterParams } from '../../../lib/use-filter-params.ts';
import { SubscribersTable } from './subscribers-table.tsx';

const FILTER_LABEL: Record<SubscriberFilter, string> = { ...SUBSCRIPTION_STATUS_LABEL, cancelling: 'Cancelling' };
const STATUSES = SUBSCRIBER_FILTERS.map((f) => [f, FILTER_LABEL[f]] as const);

/** The signals group's subscribers, filtered by status (`?status=`) and by the customer's email (`?email=`). */
export function SubscribersScreen() {
  const { params, filter, choose } = useFilterParams(['status', 'email'] as const);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Subscribers</h1>
        <p className="text-slate-300">
          Everyone subscribed to the Telegram signals group by the period, or trialling it. Open one to see their payments or extend their period.
        </p>
      </div>
      <div className="flex flex-col gap-4 md:flex-row md:flex-wrap md:items-end">
        <FilterSelect label="Status" all="All statuses" options={STATUSES} value={filter.status ?? ''} onChange={(status) => choose('status', status)} />
        <SearchForm
          id="subscriber-email-search"
          label="Customer email"
          value={filter.email ?? ''}
          onFind={(email) => choose('email', email)}
          placeholder="Any part of it"
        />
      </div>
      {/* A new filter starts again at page 1. */}
      <SubscribersTable key={params.toString()} filter={filter} />
    </div>
  );
}
