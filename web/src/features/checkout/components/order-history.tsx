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
  refunded: 'text-slate-400',
};
/** The states a customer may have to act on (or wonder about): explained under the order. */
const NEEDS_WORDS = new Set(['pending', 'partially_paid', 'expired', 'failed']);

/** The customer's orders, newest first: one card each, what it holds, and what its state means for them. */
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
        <ul className="flex flex-col gap-4" aria-label="Your orders">
          {data.map((o) => (
            <li key={o.order_id} className="flex flex-col gap-3 rounded-2xl border border-navy-700 bg-navy-900 p-4 sm:p-5">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <p className="text-slate-100">{o.kind === 'telegram' ? 'Telegram signals group' : o.items.map((i) => i.title).join(', ')}</p>
                <p className="text-right font-semibold whitespace-nowrap">
                  {formatUsd(o.amount_usd)}
                  {o.discount_usd ? <span className="block text-xs font-normal text-green-300">Coupon −{formatUsd(o.discount_usd)}</span> : null}
                </p>
              </div>
              <p className="flex flex-wrap gap-x-3 text-sm">
                <span className="text-slate-400">{dateOnly(o.created_at)}</span>
                <span className={`font-semibold capitalize ${STATUS[o.status] ?? ''}`}>{o.status.replace('_', ' ')}</span>
              </p>
              {NEEDS_WORDS.has(o.status) && <OrderStatePanel order={o} level={2} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
