import { Fragment } from 'react';
import { formatUsd } from '@academy/shared/money';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { dateOnly } from '../../../lib/time-text.ts';
import { useOrders } from '../api/get-orders.ts';
import { OrderStatePanel } from './order-state.tsx';

const STATUS: Record<string, string> = {
  paid: 'text-green-400',
  pending: 'text-amber-300',
  partially_paid: 'text-amber-300',
  failed: 'text-red-400',
  cancelled: 'text-slate-400',
  expired: 'text-slate-400',
};
/** The states a customer may have to act on (or wonder about): explained under the order. */
const NEEDS_WORDS = new Set(['pending', 'partially_paid', 'expired', 'failed']);

/** The customer's orders, newest first. */
export function OrderHistory() {
  const { data } = useOrders();
  if (!data) return <Spinner label="Loading your orders" />;
  return (
    <section aria-labelledby="orders-title">
      <h1 id="orders-title" className="mb-6 text-2xl font-semibold">
        Orders
      </h1>
      {data.length === 0 ? (
        <p className="text-slate-300">No orders yet.</p>
      ) : (
        <div className="overflow-x-auto rounded-2xl border border-navy-700 bg-navy-900">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-navy-800 text-slate-400">
              <tr>
                {['Date', 'Items', 'Amount', 'Status'].map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-medium">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-navy-800">
              {data.map((o) => (
                <Fragment key={o.order_id}>
                  <tr>
                    <td className="px-4 py-3 whitespace-nowrap">{dateOnly(o.created_at)}</td>
                    <td className="px-4 py-3">{o.kind === 'telegram' ? 'Telegram signals group' : o.items.map((i) => i.title).join(', ')}</td>
                    <td className="px-4 py-3 whitespace-nowrap">{formatUsd(o.amount_usd)}</td>
                    <td className={`px-4 py-3 font-semibold capitalize ${STATUS[o.status] ?? ''}`}>{o.status.replace('_', ' ')}</td>
                  </tr>
                  {NEEDS_WORDS.has(o.status) && (
                    <tr>
                      <td colSpan={4} className="px-4 pb-4">
                        <OrderStatePanel order={o} level={3} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
