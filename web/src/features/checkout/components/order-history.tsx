import { formatUsd } from '@academy/shared/money';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useOrders } from '../api/get-orders.ts';

const STATUS: Record<string, string> = {
  paid: 'text-green-400',
  pending: 'text-amber-300',
  partially_paid: 'text-amber-300',
  failed: 'text-red-400',
  cancelled: 'text-slate-400',
  expired: 'text-slate-400',
};
const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

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
                <tr key={o.order_id}>
                  <td className="px-4 py-3 whitespace-nowrap">{dateOf(o.created_at)}</td>
                  <td className="px-4 py-3">{o.kind === 'telegram' ? 'Telegram signals group' : o.items.map((i) => i.title).join(', ')}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {formatUsd(o.amount_usd)}
                    {o.discount_usd ? <span className="block text-xs text-green-300">Coupon −{formatUsd(o.discount_usd)}</span> : null}
                  </td>
                  <td className={`px-4 py-3 font-semibold capitalize ${STATUS[o.status] ?? ''}`}>{o.status.replace('_', ' ')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
