import type { OrderSummary } from '@academy/shared/payments';

type Status = OrderSummary['status'];

/** Each status in words. */
export const ORDER_STATUS_LABEL: Record<Status, string> = {
  pending: 'Pending',
  paid: 'Paid',
  partially_paid: 'Partially paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refunded: 'Refunded',
};
const TONE: Record<Status, string> = {
  pending: 'text-amber-300',
  paid: 'text-green-400',
  partially_paid: 'text-amber-300',
  failed: 'text-red-400',
  cancelled: 'text-slate-400',
  expired: 'text-slate-400',
  refunded: 'text-slate-300',
};

/** An order's status in words, coloured as it stands: the customer's history and the admin's orders read it alike. */
export function OrderStatus({ status }: { status: Status }) {
  return <span className={`font-semibold ${TONE[status]}`}>{ORDER_STATUS_LABEL[status]}</span>;
}
