import { formatUsd } from '@academy/shared/money';
import type { OrderSummary } from '@academy/shared/payments';
import { OrderStatus } from '../../../components/ui/order-status.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { dateOnly } from '../../../lib/time-text.ts';
import { useOrders } from '../api/get-orders.ts';

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

/** The customer's orders, newest first, with what was refunded. */
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
                {['Order', 'Amount', 'Status'].map((h) => (
                  <th key={h} scope="col" className="px-3 py-3 font-medium sm:px-4">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-navy-800">
              {data.map((o) => (
                <tr key={o.order_id}>
                  <td className="px-3 py-3 sm:px-4">
                    <time dateTime={o.created_at} className="text-xs text-slate-400">
                      {dateOnly(o.created_at)}
                    </time>
                    <OrderItems order={o} />
                  </td>
                  <td className="px-3 py-3 sm:px-4">
                    <span className="whitespace-nowrap">{formatUsd(o.amount_usd)}</span>
                    {o.refunded_usd > 0 && (
                      <p className="text-xs text-slate-300">
                        Refunded <span className="whitespace-nowrap">{formatUsd(o.refunded_usd)}</span>
                      </p>
                    )}
                  </td>
                  <td className="px-3 py-3 sm:px-4">
                    <OrderStatus status={o.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
