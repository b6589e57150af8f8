import { formatUsd } from '@academy/shared/money';
import type { SubscriptionMonth } from '@academy/shared/subscription-metrics';
import { type Column, Table } from '../../../components/ui/data-table.tsx';
import { monthText } from '../../../lib/time-text.ts';

type Row = SubscriptionMonth & { current: boolean };

const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 1 });
const figure = 'text-right tabular-nums whitespace-nowrap';

const COLUMNS: Column<Row>[] = [
  { header: 'Month', rowHeader: true, cell: (m) => (m.current ? `${monthText(m.month)} (so far)` : monthText(m.month)), className: 'whitespace-nowrap' },
  { header: 'MRR', cell: (m) => formatUsd(m.mrr_usd), className: figure },
  { header: 'Active', cell: (m) => m.active, className: figure },
  { header: 'New', cell: (m) => m.new, className: figure },
  { header: 'Returning', cell: (m) => m.returning, className: figure },
  { header: 'Churned', cell: (m) => m.churned, className: figure },
  // Out of those active as the month began: the rate and what it is of, in one cell.
  {
    header: 'Churn rate',
    cell: (m) =>
      m.churn_rate === null ? (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">none active at the start</span>
        </>
      ) : (
        `${percent.format(m.churn_rate)} of ${m.active_at_start}`
      ),
    className: figure,
  },
  { header: 'Trials converted', cell: (m) => (m.trials_started ? `${m.trials_converted} of ${m.trials_started}` : 'No trials'), className: figure },
];

/** Every figure of each month, newest first (active: at the month's end, or now): the chart's accessible form, scrolling sideways in its own box on a phone. */
export function SubscriptionMetricsTable({ months }: { months: SubscriptionMonth[] }) {
  const rows = months.map((m, i) => ({ ...m, current: i === months.length - 1 })).reverse();
  return <Table label="Subscriptions per month" columns={COLUMNS} rows={rows} rowKey={(m) => m.month} empty="No months to show" />;
}
