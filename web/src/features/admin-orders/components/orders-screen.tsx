import { useFilterParams } from '../../../lib/use-filter-params.ts';
import type { OrderSummary } from '@academy/shared/payments';
import { FilterSelect } from '../../../components/ui/filter-select.tsx';
import { SearchForm } from '../../../components/ui/search-form.tsx';
import { ORDER_STATUS_LABEL } from '../../../components/ui/order-status.tsx';
import { OrdersTable } from './orders-table.tsx';

const STATUSES = Object.entries(ORDER_STATUS_LABEL) as [OrderSummary['status'], string][];

/** Every order, filtered by status (`?status=`), by the customer's email (`?email=`) and to those needing a look (`?attention=true`). */
export function OrdersScreen() {
  const { params, filter, choose } = useFilterParams(['status', 'email', 'attention'] as const);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Orders</h1>
        <p className="text-slate-300">
          Every checkout and how it was paid. Crypto refunds are paid back outside the shop, then recorded here; a naira payment is refunded through Paystack.
        </p>
      </div>
      <div className="flex flex-col gap-4 md:flex-row md:flex-wrap md:items-end">
        <FilterSelect label="Status" all="All statuses" options={STATUSES} value={filter.status ?? ''} onChange={(status) => choose('status', status)} />
        <SearchForm
          id="order-email-search"
          label="Customer email"
          value={filter.email ?? ''}
          onFind={(email) => choose('email', email)}
          placeholder="Any part of it"
        />
        <label className="flex items-center gap-2 py-2.5 text-sm font-medium text-slate-200">
          <input type="checkbox" checked={filter.attention === 'true'} onChange={(e) => choose('attention', e.target.checked ? 'true' : '')} />
          Needs attention (short, over, or a provider notice after payment)
        </label>
      </div>
      {/* A new filter starts again at page 1. */}
      <OrdersTable key={params.toString()} filter={filter} />
    </div>
  );
}
