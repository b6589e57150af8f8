import { eq } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import type { Executor } from '../db/client.ts';
import { setPaidForGroup } from '../accounts/group-flags.ts';
import { DAY_MS } from './subscriptions.ts';
import { subscriptionEvents, subscriptions } from './tables.ts';

interface Extension {
  admin: { id: string; email: string };
  subscriptionId: string;
  days: number;
  reason: string | null;
}

/**
 * An admin's extension, inside the caller's transaction: the period runs `days` longer (a lapsed one
 * from `now`, and its customer is back in the group as a payment puts them: group-access.ts), a past
 * due one whose new end is ahead is active again, the reminders start over, and the log says who did it.
 */
export async function extendPeriod(tx: Executor, { admin, subscriptionId, days, reason }: Extension, now: Date) {
  const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)).for('update');
  if (!current) throw new ApiError(404, 'Subscription not found');
  const lapsed = current.status === 'lapsed';
  const periodEnd = new Date((lapsed ? now : current.periodEnd).getTime() + days * DAY_MS);
  // A trial extended is still a trial; a cancelled one still ends at its (new) end.
  const status = lapsed || (current.status === 'past_due' && periodEnd > now) ? 'active' : current.status;
  await tx.update(subscriptions).set({ status, periodEnd, reminded: null, updatedAt: now }).where(eq(subscriptions.id, current.id));
  if (lapsed) await setPaidForGroup(tx, current.userId, true);
  await tx.insert(subscriptionEvents).values({
    subscriptionId: current.id,
    kind: 'extended',
    days,
    adminId: admin.id,
    adminEmail: admin.email,
    reason,
    oldPeriodEnd: current.periodEnd,
    newPeriodEnd: periodEnd,
    createdAt: now,
  });
  // What moved, for the audit log's entry of the extension.
  return {
    before: { status: current.status, period_end: current.periodEnd.toISOString() },
    after: { status, period_end: periodEnd.toISOString(), days, reason },
  };
}
