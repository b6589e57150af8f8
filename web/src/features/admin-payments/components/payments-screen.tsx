import { useFilterParams } from '../../../lib/use-filter-params.ts';
import { NOTICE_OUTCOMES } from '@academy/shared/payment-log';
import { FilterSelect } from '../../../components/ui/filter-select.tsx';
import { SearchForm } from '../../../components/ui/search-form.tsx';
import { useNotices } from '../api/get-notices.ts';
import { NoticesTable } from './notices-table.tsx';
import { ReconciliationPanel } from './reconciliation-panel.tsx';

const FILTERS = {
  outcome: { label: 'What it did', all: 'Anything', options: NOTICE_OUTCOMES.map((o) => [o, o[0]!.toUpperCase() + o.slice(1)] as const) },
  signature: {
    label: 'Signature',
    all: 'Valid or not',
    options: [
      ['valid', 'Valid'],
      ['invalid', 'Invalid'],
    ],
  },
  source: {
    label: 'From',
    all: 'Notices and reconciliation',
    options: [
      ['notice', 'Provider notices'],
      ['reconciliation', 'Reconciliation'],
    ],
  },
} as const;

/** Every word from the payment provider, filtered (the address holds the filters), and reconciliation's last run. */
export function PaymentsScreen() {
  const { params, filter, choose } = useFilterParams(['outcome', 'signature', 'source', 'search'] as const);
  const list = useNotices(filter);
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Payments</h1>
        <p className="text-slate-300">Every notice from the payment provider, signed or not, and every answer reconciliation got, with what it changed.</p>
      </div>
      <ReconciliationPanel onRan={list.reload} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        {(['outcome', 'signature', 'source'] as const).map((name) => (
          <FilterSelect key={name} {...FILTERS[name]} value={filter[name] ?? ''} onChange={(v) => choose(name, v)} />
        ))}
        <SearchForm id="notice-search" label="Order or payment id" value={filter.search ?? ''} onFind={(id) => choose('search', id)} mono />
      </div>
      {/* A new filter starts again at page 1. */}
      <NoticesTable key={params.toString()} list={list} />
    </div>
  );
}
