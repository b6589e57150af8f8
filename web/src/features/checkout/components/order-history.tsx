import { formatUsd } from '@academy/shared/money';
import type { OrderSummary } from '@academy/shared/payments';
import { OrderStatus } from '../../../components/ui/order-status.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { dateOnly } from '../../../lib/time-text.ts';
import { useOrders } from '../api/get-orders.ts';
import { OrderStatePanel } from './order-state.tsx';

/** The states a customer may have to act on (or wonder about): explained under the order. */
const NEEDS_WORDS = new Set(['pending', 'partially_paid', 'expired', 'failed']);

/** What an order bought; an item given back is struck through and says so. */
function OrderItems({ order }: { order: OrderSummary }) {
  if (order.kind === 'telegram') return <p>Telegram signals group</p>;
  return (
    <ul className="flex flex-col gap-1">
      {order.items.map((i) => (
        <li key={`${i.type}:${i.slug}`}>
          <span className={i.refunded ? 'text-slate-400 line-through' : ''}>{i.title}</span>
          {i.refunded && <span className="ml-2 text-xs font-semibold text-slate-300 uppercase">Refunded</span>}
        </li>
      ))}
    </ul>
  );
}

/** The customer's orders, newest first: one card each, what it holds (and what was refunded), and what its state means for them. */
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
              <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
                <OrderItems order={o} />
                <p className="text-right font-semibold whitespace-nowrap">
                  {formatUsd(o.amount_usd)}
                  {o.discount_usd ? <span className="block text-xs font-normal text-green-300">Coupon −{formatUsd(o.discount_usd)}</span> : null}
                  {o.refunded_usd > 0 && <span className="block text-xs font-normal text-slate-300">Refunded {formatUsd(o.refunded_usd)}</span>}
                </p>
              </div>
              <p className="flex flex-wrap items-center gap-x-3 text-sm">
                <time dateTime={o.created_at} className="text-slate-400">
                  {dateOnly(o.created_at)}
                </time>
                <OrderStatus status={o.status} />
              </p>
              {(NEEDS_WORDS.has(o.status) || o.duplicate_usd > 0) && <OrderStatePanel order={o} level={2} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
