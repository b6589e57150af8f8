import { formatUsd } from '@academy/shared/money';
import { buttonClass, LinkButton } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { REVENUE_CHART_DAYS, useRevenueSeries } from '../api/get-revenue-series.ts';
import { useRevenueTotal } from '../api/get-revenue-total.ts';
import { REVENUE_CSV_URL } from '../api/revenue-csv.ts';
import { RevenueChart } from './revenue-chart.tsx';
import { RevenueTable } from './revenue-table.tsx';
import { SubscriptionMetricsCard } from './subscription-metrics-card.tsx';

function TotalCard() {
  const { data, error } = useRevenueTotal();
  const { data: series } = useRevenueSeries();
  const recent = series && [
    { label: `Last ${REVENUE_CHART_DAYS} days`, amount: series.reduce((sum, p) => sum + p.amount, 0) },
    { label: 'Today', amount: series.at(-1)?.amount ?? 0 },
  ];
  return (
    <Card className="flex flex-col gap-2">
      <h2 className="text-sm font-medium text-slate-300">Total Revenue (USD)</h2>
      <p className="text-3xl font-semibold tabular-nums break-all text-green-300">
        {data ? formatUsd(data.totalAmountMade) : error ? 'Not available' : 'Loading…'}
      </p>
      <p className="text-xs text-slate-400">Every paid order since the shop opened, less refunds.</p>
      {recent && (
        <dl className="mt-auto grid grid-cols-2 gap-4 border-t border-navy-700 pt-4">
          {recent.map((r) => (
            <div key={r.label}>
              <dt className="text-xs text-slate-400">{r.label}</dt>
              <dd className="text-lg font-semibold tabular-nums">{formatUsd(r.amount)}</dd>
            </div>
          ))}
        </dl>
      )}
    </Card>
  );
}

function ChartCard() {
  const { data, error } = useRevenueSeries();
  return (
    <Card className="min-w-0 lg:col-span-2">
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-lg font-semibold">Revenue per day</h2>
        <p className="text-sm text-slate-300">Last {REVENUE_CHART_DAYS} days, in USD (UTC days)</p>
      </div>
      {data ? (
        <RevenueChart points={data} />
      ) : error ? (
        <p className="py-16 text-center text-slate-300">No data available</p>
      ) : (
        <Spinner label="Loading the chart" />
      )}
    </Card>
  );
}

/** Revenue (docs/requirements.md#admin-area): the total in USD, the last 30 days as a chart, the subscriptions per month, a CSV export, the paged records and a Create Robot link. */
export function RevenueOverview() {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">Revenue</h1>
        <div className="flex flex-wrap gap-2">
          <a href={REVENUE_CSV_URL} download className={buttonClass('secondary')}>
            Download CSV
          </a>
          <LinkButton to={paths.admin.createRobot}>Create Robot</LinkButton>
        </div>
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <TotalCard />
        <ChartCard />
      </div>
      <SubscriptionMetricsCard />
      <section aria-labelledby="revenue-records" className="flex flex-col gap-3">
        <h2 id="revenue-records" className="text-lg font-semibold">
          Revenue records
        </h2>
        <RevenueTable />
      </section>
    </div>
  );
}
