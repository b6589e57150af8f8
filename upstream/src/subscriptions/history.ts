import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { PeriodPayment, SubscriptionExtension } from '@academy/shared/subscription-history';
import type { Executor } from '../db/client.ts';
import { orders } from '../payments/tables.ts';
import { groupPlans, subscriptionEvents } from './tables.ts';

type EventRow = typeof subscriptionEvents.$inferSelect;

/** An extension as its customer sees it: the admin and their reason are the shop's own notes. */
export const describeExtension = (e: EventRow): SubscriptionExtension => ({
  id: e.id,
  days: e.days,
  old_period_end: e.oldPeriodEnd.toISOString(),
  new_period_end: e.newPeriodEnd.toISOString(),
  created_at: e.createdAt.toISOString(),
});

/** The customer's periods paid, newest first: their group orders carrying a plan, paid or refunded since. */
export async function periodPayments(executor: Executor, userId: string): Promise<PeriodPayment[]> {
  const rows = await executor
    .select({ o: orders, months: groupPlans.months })
    .from(orders)
    // orders.plan_id has no foreign key (payments/tables.ts): a plan is never deleted, but the order is read whatever happened.
    .leftJoin(groupPlans, eq(groupPlans.id, orders.planId))
    .where(and(eq(orders.userId, userId), eq(orders.kind, 'telegram'), isNotNull(orders.planId), inArray(orders.status, ['paid', 'refunded'])))
    .orderBy(desc(orders.paidAt), desc(orders.id));
  return rows.map(({ o, months }) => ({
    order_id: o.id,
    // A refunded order was paid first; the order's creation stands in only if its payment time was never written.
    paid_at: (o.paidAt ?? o.createdAt).toISOString(),
    months,
    amount_usd: o.amountUsdCents / 100,
    provider: o.provider,
    status: o.status === 'refunded' ? 'refunded' : 'paid',
  }));
}

/** A subscription's logged events, newest first. */
export const eventsOf = (executor: Executor, subscriptionId: string): Promise<EventRow[]> =>
  executor
    .select()
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
    .orderBy(desc(subscriptionEvents.createdAt), desc(subscriptionEvents.id));
