import { and, eq, max, sql } from 'drizzle-orm';
import { type Clock, dateOf } from '@academy/shared/server/clock';
import type { SubscriptionMonth } from '@academy/shared/subscription-metrics';
import type { Db } from '../db/client.ts';
import { orders } from '../payments/tables.ts';
import type { Settings } from '../catalogue/settings.ts';
import { histories, monthlyFigures, type PaymentRow, type SubscriptionRow } from './metrics.ts';
import { groupPlans, subscriptionEvents, subscriptions } from './tables.ts';

/**
 * The admin's subscription figures per month: every period payment and every subscription with its
 * extensions, read whole (a month's figures depend on the periods paid before it), then counted by
 * metrics.ts. Two queries; the rows grow with the payments ever made, which an admin's report can bear.
 */
export function createSubscriptionMetrics(deps: { db: Db; clock: Clock; settings: Pick<Settings, 'read'> }) {
  const { db } = deps;

  const payments = async (): Promise<PaymentRow[]> =>
    (
      await db
        .select({ userId: orders.userId, paidAt: orders.paidAt, createdAt: orders.createdAt, amountUsdCents: orders.amountUsdCents, months: groupPlans.months })
        .from(orders)
        .innerJoin(groupPlans, eq(groupPlans.id, orders.planId))
        // Paid and kept: a refunded period counts as never sold.
        .where(and(eq(orders.kind, 'telegram'), eq(orders.status, 'paid')))
    ).map(({ paidAt, createdAt, ...p }) => ({ ...p, paidAt: paidAt ?? createdAt }));

  async function subscriptionRows(): Promise<SubscriptionRow[]> {
    // A subquery of its own: its group_plans is every plan, not the one joined below.
    const longestTrial = db.select({ days: max(groupPlans.trialDays) }).from(groupPlans);
    const rows = await db
      .select({
        s: {
          userId: subscriptions.userId,
          status: subscriptions.status,
          periodEnd: subscriptions.periodEnd,
          cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
          trialUsed: subscriptions.trialUsed,
          createdAt: subscriptions.createdAt,
          updatedAt: subscriptions.updatedAt,
          // Its plan's trial; once a trial is paid for the plan may be one without, so the longest offered stands in.
          trialDays: sql<number>`coalesce(nullif(${groupPlans.trialDays}, 0), (${longestTrial}), 0)`.mapWith(Number),
        },
        extension: { at: subscriptionEvents.createdAt, newPeriodEnd: subscriptionEvents.newPeriodEnd },
      })
      .from(subscriptions)
      .innerJoin(groupPlans, eq(groupPlans.id, subscriptions.planId))
      .leftJoin(subscriptionEvents, and(eq(subscriptionEvents.subscriptionId, subscriptions.id), eq(subscriptionEvents.kind, 'extended')));
    const byUser = new Map<string, SubscriptionRow>();
    for (const { s, extension } of rows) {
      const row = byUser.get(s.userId) ?? { ...s, extensions: [] };
      if (extension) row.extensions.push(extension);
      byUser.set(s.userId, row);
    }
    return [...byUser.values()];
  }

  return {
    /** The last `months` calendar months (UTC), the current one included, oldest first. */
    async months(months: number): Promise<SubscriptionMonth[]> {
      const [rows, paid, { grace_days }] = await Promise.all([subscriptionRows(), payments(), deps.settings.read(['grace_days'])]);
      return monthlyFigures(histories(rows, paid, grace_days), months, dateOf(deps.clock));
    },
  };
}
export type SubscriptionMetrics = ReturnType<typeof createSubscriptionMetrics>;
