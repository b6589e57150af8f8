import type { OrderSummary } from '@academy/shared/payments';
import { LinkButton } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useOrdersUntilSettled } from '../api/get-orders.ts';
import { GroupMembership } from './group-membership.tsx';
import { OrderStatePanel } from './order-state.tsx';

const NEXT = {
  course: { label: 'Start course', to: paths.dashboard.course },
  robot: { label: 'Download', to: paths.dashboard.robot },
} as const;

function PaidItems({ order }: { order: OrderSummary }) {
  return (
    <ul className="divide-y divide-navy-800 rounded-2xl border border-navy-700 bg-navy-900">
      {order.items.map((item) => (
        <li key={item.slug} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <p className="font-semibold text-slate-100">{item.title}</p>
            <p className="text-xs text-slate-400">{item.type === 'course' ? 'Course' : 'Trading robot'}</p>
          </div>
          <LinkButton to={NEXT[item.type].to(item.slug)} className="self-start sm:self-auto">
            {NEXT[item.type].label}
          </LinkButton>
        </li>
      ))}
    </ul>
  );
}

/**
 * The return from the provider (`status=success`, docs/requirements.md#checkout): the order is read (and polled until it
 * settles). Paid or on its way: one heading, one message, what was bought. Short, expired or failed:
 * what happened and what to do instead, never a thank-you for money that did not all arrive.
 */
export function PaymentSuccess({ orderId, email }: { orderId: string | null; email: string }) {
  const { data: orders } = useOrdersUntilSettled(orderId);
  const order = orders?.find((o) => o.order_id === orderId);
  const arrived = !order || order.status === 'paid' || order.status === 'pending';
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6">
      {!orders ? (
        <Spinner label="Loading your order" />
      ) : arrived ? (
        <>
          <div role="status">
            <h1 className="text-3xl font-semibold">Payment received</h1>
            <p className="mt-2 text-slate-300">Thank you! A receipt is on its way to {email}.</p>
          </div>
          {!order ? (
            <LinkButton to={paths.dashboard.root} className="self-start">
              Open your dashboard
            </LinkButton>
          ) : order.status === 'pending' ? (
            <p className="text-slate-200">Waiting for the network to confirm your payment. This page updates by itself.</p>
          ) : order.kind === 'telegram' ? (
            <GroupMembership />
          ) : (
            <PaidItems order={order} />
          )}
          {order && order.duplicate_usd > 0 && <OrderStatePanel order={order} />}
        </>
      ) : (
        <>
          <h1 className="text-3xl font-semibold">Your order</h1>
          <OrderStatePanel order={order} />
        </>
      )}
    </div>
  );
}
