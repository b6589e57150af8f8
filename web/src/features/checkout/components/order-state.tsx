import { Link } from 'react-router';
import { formatUsd } from '@academy/shared/money';
import type { OrderSummary } from '@academy/shared/payments';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { dateTime } from '../../../lib/time-text.ts';

interface Advice {
  title: string;
  text: string;
  tone: 'wait' | 'problem' | 'done';
  /** Where to pay (the rest): the provider's invoice, while it is open. */
  pay?: { label: string; href: string };
  /** Money arrived but nothing was delivered: the customer needs us. */
  contact?: boolean;
}

const CONFIRMING = new Set(['confirming', 'confirmed', 'sending']);

/** What an order that is not simply paid means for its customer, and what they can do; null when paid. */
export function orderAdvice(order: OrderSummary): Advice | null {
  const until = order.expires_at ? ` before ${dateTime(order.expires_at)}` : '';
  switch (order.status) {
    case 'paid':
      return order.duplicate_usd > 0
        ? {
            title: `Duplicate payment: refund ${formatUsd(order.duplicate_usd)}`,
            text: `${order.kind === 'telegram' ? 'You were already in the group' : 'You already had some of these items'} through another order, so this payment paid for them twice. We will send ${formatUsd(order.duplicate_usd)} back to you; contact us with your order number if you have not heard from us.`,
            tone: 'problem',
            contact: true,
          }
        : null;
    case 'pending':
      return CONFIRMING.has(order.provider_status ?? '')
        ? {
            title: 'Confirming your payment',
            text: 'Your payment arrived and is being confirmed on the network. Your items unlock as soon as it is final.',
            tone: 'wait',
          }
        : {
            title: 'Waiting for your payment',
            text: `Pay the invoice${until}. Your items unlock once the payment is confirmed.`,
            tone: 'wait',
            ...(order.invoice_url && { pay: { label: 'Open the invoice', href: order.invoice_url } }),
          };
    case 'partially_paid':
      return {
        title: 'Payment incomplete',
        text: `We received ${formatUsd(order.received_usd ?? 0)} of ${formatUsd(order.amount_usd)}: ${formatUsd(order.missing_usd)} is missing, so nothing has been delivered yet. Send the missing ${formatUsd(order.missing_usd)} on the same invoice${until}. If you cannot, contact us with your order number and we will complete or refund it.`,
        tone: 'problem',
        ...(order.invoice_url && { pay: { label: `Pay the missing ${formatUsd(order.missing_usd)}`, href: order.invoice_url } }),
        contact: true,
      };
    case 'expired':
      return order.received_usd
        ? {
            title: 'Invoice expired',
            text: `The invoice expired with ${formatUsd(order.received_usd)} of ${formatUsd(order.amount_usd)} received, so nothing was delivered. Contact us with your order number and we will complete or refund it.`,
            tone: 'problem',
            contact: true,
          }
        : {
            title: 'Invoice expired',
            text: 'The invoice expired before a payment arrived, so nothing was charged or delivered. Your cart still holds your items: check out again for a new invoice.',
            tone: 'done',
          };
    case 'failed':
      return { title: 'Payment failed', text: 'The payment did not go through and nothing was delivered. You can check out again.', tone: 'problem' };
    case 'cancelled':
      return { title: 'Invoice cancelled', text: 'You cancelled this invoice. Nothing was charged.', tone: 'done' };
    case 'refunded':
      return { title: 'Refunded', text: 'This order was refunded; its items are no longer available.', tone: 'done' };
  }
}

const TONE = {
  wait: 'border-amber-300/40 bg-amber-300/10',
  problem: 'border-red-400/40 bg-red-500/10',
  done: 'border-navy-700 bg-navy-900',
} as const;

/** An order's advice as a panel: its title (a heading at `level`), what happened, and the way on. */
export function OrderStatePanel({ order, level = 2 }: { order: OrderSummary; level?: 2 | 3 }) {
  const advice = orderAdvice(order);
  if (!advice) return null;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section role="status" className={`flex flex-col gap-3 rounded-2xl border p-5 ${TONE[advice.tone]}`}>
      <Heading className={level === 2 ? 'text-xl font-semibold' : 'font-semibold'}>{advice.title}</Heading>
      <p className="text-slate-200">{advice.text}</p>
      {(advice.pay || advice.contact) && (
        <div className="flex flex-wrap gap-3">
          {advice.pay && (
            <a href={advice.pay.href} className={buttonClass('primary')}>
              {advice.pay.label}
            </a>
          )}
          {advice.contact && (
            <Link to={paths.contactUs} className={buttonClass('secondary')}>
              Contact us
            </Link>
          )}
        </div>
      )}
      <p className="text-xs break-all text-slate-400">Order {order.order_id}</p>
    </section>
  );
}
