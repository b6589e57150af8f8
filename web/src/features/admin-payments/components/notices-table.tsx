import type { NoticeLogEntry } from '@academy/shared/payment-log';
import { CountedTable } from '../../../components/ui/counted-table.tsx';
import type { Column } from '../../../components/ui/data-table.tsx';
import { dateTime } from '../../../lib/time-text.ts';
import type { useNotices } from '../api/get-notices.ts';

const OUTCOME_TONE: Record<NoticeLogEntry['outcome'], string> = {
  credited: 'text-green-400',
  recorded: 'text-slate-200',
  duplicate: 'text-slate-400',
  attention: 'text-amber-300',
  ignored: 'text-slate-400',
  rejected: 'text-red-400',
};

// Two columns, so a phone's width holds them: what the provider said, and what it did to which order.
const columns: Column<NoticeLogEntry>[] = [
  {
    header: 'Notice',
    cell: (n) => (
      <div className="min-w-32">
        <p className="font-semibold">{n.status ?? '—'}</p>
        <p className="font-mono text-xs break-all text-slate-400">{n.payment_id ?? 'no payment id'}</p>
        {!n.signature_valid && <p className="text-xs font-semibold text-red-400">Invalid signature</p>}
        <p className="mt-1 text-xs text-slate-400">
          {dateTime(n.received_at)} · {n.provider} {n.source === 'notice' ? 'notice' : 'reconciliation'}
        </p>
      </div>
    ),
  },
  {
    header: 'What it did',
    cell: (n) => (
      <div className="min-w-36">
        <p>
          <span className={`font-semibold capitalize ${OUTCOME_TONE[n.outcome]}`}>{n.outcome}</span>
          <span className="text-slate-300">: {n.change}</span>
        </p>
        {n.order_id ? (
          <>
            <p className="text-slate-300 [overflow-wrap:anywhere]">{n.email}</p>
            <p className="font-mono text-xs break-all text-slate-400">Order {n.order_id}</p>
          </>
        ) : (
          <p className="text-slate-400">No order</p>
        )}
      </div>
    ),
  },
];

/** The log, a page at a time. */
export function NoticesTable({ list }: { list: ReturnType<typeof useNotices> }) {
  return (
    <div className="flex flex-col gap-3">
      <CountedTable
        list={list}
        noun={['entry', 'entries']}
        testId="notices-count"
        label="Payment notices"
        columns={columns}
        rowKey={(n) => n.id}
        empty="No notices match"
      />
    </div>
  );
}
