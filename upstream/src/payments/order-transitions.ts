import type { PaymentNotice } from '@academy/shared/payments';
import type { orders } from './tables.ts';
import { covers, coversCharge, receivedUsdCents } from './received-amount.ts';

type Order = typeof orders.$inferSelect;
type Status = Order['status'];

/** What a notice does to an order: the `outcome` the log keeps, and the columns it changes. */
export interface Transition {
  outcome: 'credited' | 'recorded' | 'duplicate' | 'attention';
  change: string;
  set: Partial<Pick<Order, 'status' | 'providerStatus' | 'paymentId' | 'receivedUsdCents'>>;
}

// NOWPayments' statuses that end a payment without the money: what the order becomes.
const UNPAID_END: Record<string, Status> = { failed: 'failed', refunded: 'failed', expired: 'expired', partially_paid: 'partially_paid' };
// Money on its way: the order stays open while these come.
const UNDERWAY = new Set(['waiting', 'confirming', 'confirmed', 'sending']);

/**
 * The order lifecycle in one place. Goods go out only on `finished` when what arrived covers the
 * price less the tolerance; a paid or refunded order never moves again, and a notice that would
 * move it (failed after finished, a second payment) is flagged for the admin instead.
 */
export function transition(order: Order, notice: PaymentNotice, tolerancePercent: number): Transition {
  const received = receivedUsdCents(notice);
  const status = notice.payment_status;
  const seen: Transition['set'] = {
    providerStatus: status,
    paymentId: notice.payment_id,
    ...(received !== null && { receivedUsdCents: received }),
  };

  if (order.status === 'paid' || order.status === 'refunded') {
    const samePayment = order.paymentId === null || order.paymentId === notice.payment_id;
    if (samePayment && (status === 'finished' || UNDERWAY.has(status))) return { outcome: 'duplicate', change: 'nothing: already paid', set: {} };
    // A refund the shop made through the provider (Paystack reports the charge reversed): already known.
    if (samePayment && status === 'refunded' && order.status === 'refunded') return { outcome: 'duplicate', change: 'nothing: already refunded', set: {} };
    return {
      outcome: 'attention',
      change: samePayment ? `nothing: ${status} after the order was paid` : `nothing: another payment (${status}) for a paid order`,
      set: {},
    };
  }

  const paidInFull =
    status === 'finished' && (order.chargeMinor === null ? covers(received, order.amountUsdCents, tolerancePercent) : coversCharge(notice, order.chargeMinor));
  const next: Status | undefined = paidInFull
    ? 'paid'
    : status === 'finished'
      ? 'partially_paid'
      : (UNPAID_END[status] ?? (UNDERWAY.has(status) && order.status !== 'partially_paid' ? 'pending' : undefined));
  const set = { ...seen, ...(next && next !== order.status && { status: next }) };
  const changed = (Object.keys(set) as (keyof typeof set)[]).filter((k) => set[k] !== order[k]);
  if (!changed.length) return { outcome: 'duplicate', change: 'nothing', set: {} };
  if (paidInFull) return { outcome: 'credited', change: `${order.status} → paid`, set };
  const moved = set.status ? `${order.status} → ${set.status}` : `${order.status}, provider ${status}`;
  return { outcome: next === 'partially_paid' ? 'attention' : 'recorded', change: moved, set };
}
