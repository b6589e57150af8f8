import { and, eq, isNull, ne } from 'drizzle-orm';
import { addMonths } from '@academy/shared/calendar';
import type { Executor } from '../db/client.ts';
import { orders } from '../payments/tables.ts';
import { groupPlans, subscriptions } from './tables.ts';

/**
 * A paid group order with a plan, inside the payment's transaction: the period runs on from the
 * current end (a renewal paid early or late in grace loses nothing), or from `now` for a new or
 * lapsed subscriber. The subscription is active again, and its reminders start over.
 */
export async function extendForPayment(tx: Executor, order: { userId: string; planId: string }, now: Date): Promise<Date> {
  const [plan] = await tx.select().from(groupPlans).where(eq(groupPlans.id, order.planId));
  if (!plan) throw new Error(`plan ${order.planId} vanished`);
  const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.userId, order.userId)).for('update');
  const from = !current || current.status === 'lapsed' ? now : current.periodEnd;
  const periodEnd = addMonths(from, plan.months);
  const set = { planId: plan.id, status: 'active' as const, periodEnd, cancelAtPeriodEnd: false, reminded: null, updatedAt: now };
  if (current) await tx.update(subscriptions).set(set).where(eq(subscriptions.id, current.id));
  else await tx.insert(subscriptions).values({ userId: order.userId, ...set, createdAt: now });
  return periodEnd;
}

/** A period given back (its payment refunded): the subscription ends now. */
export async function endSubscription(tx: Executor, userId: string, now: Date): Promise<void> {
  await tx.update(subscriptions).set({ status: 'lapsed', periodEnd: now, updatedAt: now }).where(eq(subscriptions.userId, userId));
}

/** Whether the customer is in the group by a subscription not lapsed. */
export async function subscribed(tx: Executor, userId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), ne(subscriptions.status, 'lapsed')));
  return Boolean(row);
}

/**
 * Whether the customer has a paid one-off group order (the lifetime price, before plans), other than
 * `besides`: membership it gives never lapses, so a second one is a duplicate and refunding one of two leaves them in.
 */
export async function lifetimeGroupOrder(executor: Executor, userId: string, besides?: string): Promise<boolean> {
  const [other] = await executor
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.kind, 'telegram'),
        eq(orders.status, 'paid'),
        isNull(orders.planId),
        besides ? ne(orders.id, besides) : undefined,
      ),
    )
    .limit(1);
  return Boolean(other);
}
