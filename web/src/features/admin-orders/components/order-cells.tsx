import type { AdminOrder, OrderRefund } from '@academy/shared/admin-orders';
import { formatNgn, formatUsd } from '@academy/shared/money';
import { dateTime } from '../../../lib/time-text.ts';

/** What the order bought, each at what was paid for it; an item refunded is struck through and says so. */
export function OrderItems({ order }: { order: AdminOrder }) {
  if (order.kind === 'telegram') return <p className="min-w-40">Telegram signals group</p>;
  return (
    <ul className="flex min-w-40 flex-col gap-1">
      {order.items.map((i) => (
        <li key={`${i.type}:${i.slug}`}>
          <span className={i.refunded ? 'text-slate-400 line-through' : ''}>{i.title}</span>{' '}
          <span className="text-slate-400 tabular-nums">{formatUsd(i.paid_usd)}</span>
          {i.refunded && <span className="ml-2 text-xs font-semibold text-slate-300 uppercase">Refunded</span>}
          {i.refund_pending && <span className="ml-2 text-xs font-semibold text-sky-300 uppercase">Refund pending</span>}
          {i.duplicate && !i.refunded && !i.refund_pending && <span className="ml-2 text-xs font-semibold text-amber-300 uppercase">Already owned</span>}
        </li>
      ))}
    </ul>
  );
}

/** The amount asked, the discount taken, and what arrived when it was short or over. */
export function OrderAmount({ order }: { order: AdminOrder }) {
  return (
    <div className="flex flex-col gap-0.5 whitespace-nowrap tabular-nums">
      <span className="font-semibold">{formatUsd(order.amount_usd)}</span>
      {order.discount_usd > 0 && <span className="text-xs text-slate-400">Discount {formatUsd(order.discount_usd)}</span>}
      {order.underpaid_usd !== null && <span className="font-semibold text-amber-300">Underpaid by {formatUsd(order.underpaid_usd)}</span>}
      {order.overpaid_usd !== null && <span className="font-semibold text-amber-300">Overpaid by {formatUsd(order.overpaid_usd)}</span>}
      {order.received_usd !== null && order.received_usd !== order.amount_usd && (
        <span className="text-xs text-slate-400">Received {formatUsd(order.received_usd)}</span>
      )}
      {order.refunded_usd > 0 && <span className="text-xs text-slate-300">Refunded {formatUsd(order.refunded_usd)}</span>}
      {order.duplicate_usd > 0 && <span className="font-semibold text-amber-300">Duplicate payment: refund {formatUsd(order.duplicate_usd)}</span>}
    </div>
  );
}

/** Where a refund stands when the provider makes it: nothing to say once processed. */
function RefundState({ refund }: { refund: OrderRefund }) {
  if (refund.status === 'pending') return <p className="text-xs font-semibold text-sky-300">Pending: the items are given back once the money is returned</p>;
  if (refund.status === 'failed') return <p className="text-xs font-semibold text-amber-300">Failed: {refund.failure}. The items can be refunded again.</p>;
  return null;
}

/** Each refund: how much and when, what, why, how the money went back, and who recorded it. */
export function OrderRefunds({ order }: { order: AdminOrder }) {
  if (!order.refunds.length) return <span className="text-slate-400">None</span>;
  return (
    <ul className="flex min-w-48 flex-col gap-3" aria-label={`Refunds of order ${order.order_id.slice(0, 8)}`}>
      {order.refunds.map((r) => (
        <li key={r.id} className="flex flex-col gap-0.5">
          <p>
            <span className={`font-semibold tabular-nums ${r.status === 'failed' ? 'text-slate-400 line-through' : 'text-red-300'}`}>
              −{formatUsd(r.amount_usd)}
            </span>{' '}
            {r.amount_charged !== null && <span className="text-xs text-slate-400 tabular-nums">({formatNgn(r.amount_charged)}) </span>}
            <time dateTime={r.created_at} className="text-xs text-slate-400">
              {dateTime(r.created_at)}
            </time>
          </p>
          {r.items.length > 0 && <p>{r.items.map((i) => i.title).join(', ')}</p>}
          <RefundState refund={r} />
          <p className="break-words text-slate-300">{r.reason}</p>
          <p className="text-xs break-words text-slate-400">
            Paid back: {r.method}
            {r.admin_email && ` · by ${r.admin_email}`}
          </p>
        </li>
      ))}
    </ul>
  );
}
