import type { RevenueRecord } from '@academy/shared/revenue';
import { formatNgn, formatUsd } from '@academy/shared/money';
import { type Column, DataTable } from '../../../components/ui/data-table.tsx';
import { useRevenues } from '../api/get-revenues.ts';

const paidFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

// The columns of docs/requirements.md#data (a payment's amount with its discount), then the entry: what it is for, and a refund's reason.
const COLUMNS: Column<RevenueRecord>[] = [
  { header: 'Date paid', cell: (r) => <time dateTime={r.paid_at}>{paidFormat.format(new Date(r.paid_at))}</time>, className: 'whitespace-nowrap' },
  // Revenue amounts are held in USD whatever the customer paid with; a refund's is negative.
  {
    header: 'Amount',
    cell: (r) => (
      <>
        <span className={`font-medium ${r.amount < 0 ? 'text-red-300' : 'text-green-300'}`}>{formatUsd(r.amount)}</span>
        {r.amount_charged !== null && (
          <p className="text-xs text-slate-400">{r.amount_charged < 0 ? `${formatNgn(-r.amount_charged)} returned` : `${formatNgn(r.amount_charged)} paid`}</p>
        )}
        {r.discount > 0 && <p className="text-xs text-slate-400">Discount {formatUsd(r.discount)}</p>}
      </>
    ),
    className: 'whitespace-nowrap text-right tabular-nums',
  },
  { header: 'Currency', cell: (r) => r.currency },
  { header: 'Provider', cell: (r) => r.payment_provider, className: 'capitalize' },
  { header: 'Payment ID', cell: (r) => <span className="font-mono text-xs">{r.payment_id}</span> },
  { header: 'Customer', cell: (r) => r.email, className: 'break-all min-w-40' },
  {
    header: 'Entry',
    cell: (r) => (
      <div className="min-w-32">
        <p className={r.kind === 'refund' ? 'font-semibold text-red-300' : ''}>{r.kind === 'refund' ? 'Refund' : 'Payment'}</p>
        <p className="text-xs text-slate-300">{r.items}</p>
        {r.reason && <p className="text-xs text-slate-400">{r.reason}</p>}
      </div>
    ),
  },
];

/** The paged revenue records (docs/requirements.md#admin-area), refunds as entries of their own; a failed read shows the empty text, as the spec only logs it. */
export function RevenueTable() {
  const { rows, error, page, setPage, totalRecords } = useRevenues();
  return (
    <DataTable
      label="Revenue records"
      columns={COLUMNS}
      rows={error ? [] : rows}
      rowKey={(r) => r.id}
      empty="No data available"
      page={page}
      totalRecords={totalRecords}
      onPage={setPage}
    />
  );
}
