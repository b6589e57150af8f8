import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SUBSCRIPTION_METRIC_MONTHS, useSubscriptionMetrics } from '../api/get-subscription-metrics.ts';
import { SubscriptionMetricsChart } from './subscription-metrics-chart.tsx';
import { SubscriptionMetricsTable } from './subscription-metrics-table.tsx';

/**
 * The signals group's subscriptions beside the revenue (docs/decisions/082-subscription-metrics.md): MRR and active
 * subscribers per month as a chart, and every figure per month in the table under it.
 */
export function SubscriptionMetricsCard() {
  const { data, error } = useSubscriptionMetrics();
  return (
    <Card className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 className="text-lg font-semibold">Subscriptions</h2>
        <p className="text-sm text-slate-300">The signals group, last {SUBSCRIPTION_METRIC_MONTHS} months (UTC months; this one so far)</p>
      </div>
      {data ? (
        <>
          <SubscriptionMetricsChart months={data} />
          <SubscriptionMetricsTable months={data} />
          <p className="text-xs text-slate-400">
            MRR spreads each paid period over its plan’s months. Active counts trials, paid periods and their grace days; a refunded period counts as never
            sold.
          </p>
        </>
      ) : error ? (
        <p className="py-16 text-center text-slate-300">No data available</p>
      ) : (
        <Spinner label="Loading the subscriptions" />
      )}
    </Card>
  );
}
