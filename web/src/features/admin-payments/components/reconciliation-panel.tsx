import { Link } from 'react-router';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { ago, dateTime } from '../../../lib/time-text.ts';
import { useToastedAction } from '../../../lib/toasted-action.ts';
import { runReconciliation, summaryText, useReconciliation } from '../api/reconciliation.ts';

/** When reconciliation last asked the provider about open orders, what it found, and a pass on demand. */
export function ReconciliationPanel({ onRan }: { onRan: () => Promise<unknown> }) {
  const { data, mutate } = useReconciliation();
  const { busy, run } = useToastedAction({ duration: ADMIN_TOAST_MS });
  async function runNow() {
    if (await run(runReconciliation)) await Promise.all([mutate(), onRan()]);
  }
  if (!data) return <Spinner label="Loading reconciliation" />;
  const last = data.last;
  return (
    <section aria-labelledby="reconciliation" className="flex flex-col gap-3 rounded-2xl border border-navy-700 bg-navy-900 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="reconciliation" className="text-lg font-semibold">
            Reconciliation
          </h2>
          <p className="text-sm text-slate-400">
            {data.every_seconds > 0
              ? `Asks the provider every ${data.every_seconds} seconds about orders open longer than ${data.after_minutes} minutes.`
              : 'Runs only when started here (RECONCILE_EVERY_SECONDS is 0).'}
          </p>
        </div>
        <Button variant="secondary" disabled={busy} onClick={runNow}>
          {busy ? 'Running…' : 'Run now'}
        </Button>
      </div>
      <p data-testid="reconciliation-last" className="text-slate-200">
        {last?.finished_at ? (
          <>
            Last run{' '}
            <time dateTime={last.finished_at} title={dateTime(last.finished_at)}>
              {ago(last.finished_at)}
            </time>
            {last.summary && `: ${summaryText(last.summary)}`}
          </>
        ) : (
          'Not run yet.'
        )}
      </p>
      {last?.error && <p className="text-sm text-red-300">Last error: {last.error}</p>}
      <p className="text-sm text-slate-300">
        {data.open_orders} {data.open_orders === 1 ? 'order' : 'orders'} waiting for money ·{' '}
        <Link to={paths.admin.attentionOrders} className="font-semibold text-accent-400 hover:underline">
          {data.attention_orders} {data.attention_orders === 1 ? 'order needs' : 'orders need'} attention
        </Link>
      </p>
    </section>
  );
}
