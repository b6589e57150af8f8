import { dayText } from '@academy/shared/calendar';
import { and, count, desc, eq, ilike, ne, type SQL } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import type { AdminSubscriber, AdminSubscriberDetail, AdminSubscriptionQuery, ExtendRequest, SubscriberFilter } from '@academy/shared/admin-subscriptions';
import { type Clock, dateOf } from '@academy/shared/server/clock';
import { dayCount } from '@academy/shared/plan-lengths';
import type { Db, Executor } from '../db/client.ts';
import type { AuditContext } from '../audit/context.ts';
import { record } from '../audit/record.ts';
import { containing } from '../db/like.ts';
import { pageOf } from '../db/paged.ts';
import { users } from '../accounts/tables.ts';
import type { Settings } from '../catalogue/settings.ts';
import { extendPeriod } from './extension.ts';
import { describeExtension, eventsOf, periodPayments } from './history.ts';
import { accessEndsAt } from './subscriptions.ts';
import { groupPlans, subscriptions } from './tables.ts';

const columns = {
  s: subscriptions,
  plan: { id: groupPlans.id, months: groupPlans.months, usdCents: groupPlans.usdCents },
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};
/** Subscriptions with their customer and plan, as every read of the admin's starts. */
const joined = (executor: Executor) =>
  executor
    .select(columns)
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .innerJoin(groupPlans, eq(groupPlans.id, subscriptions.planId));
type Row = Awaited<ReturnType<typeof joined>>[number];

const describe = ({ s, plan, email, firstName, lastName }: Row): AdminSubscriber => ({
  id: s.id,
  user_id: s.userId,
  email,
  customer_name: `${firstName} ${lastName}`.trim(),
  plan: { id: plan.id, months: plan.months, usd: plan.usdCents / 100 },
  status: s.status,
  period_end: s.periodEnd.toISOString(),
  cancel_at_period_end: s.cancelAtPeriodEnd,
  created_at: s.createdAt.toISOString(),
});

/** A status, or the cancelled ones still running to their end (a lapsed one keeps its flag, and is no longer cancelling). */
const byStatus = (filter: SubscriberFilter): SQL | undefined =>
  filter === 'cancelling' ? and(eq(subscriptions.cancelAtPeriodEnd, true), ne(subscriptions.status, 'lapsed')) : eq(subscriptions.status, filter);

/** The admin's Subscribers screens: every subscription, one with its payments and log, and extending one by hand. */
export function createSubscribers(deps: { db: Db; clock: Clock; settings: Pick<Settings, 'read'> }) {
  const { db } = deps;
  const one = async (executor: Executor, id: string) => {
    const [row] = await joined(executor).where(eq(subscriptions.id, id));
    if (!row) throw new ApiError(404, 'Subscription not found');
    return row;
  };

  return {
    async page(query: AdminSubscriptionQuery): Promise<{ data: AdminSubscriber[]; totalRecords: number }> {
      const where = and(query.status && byStatus(query.status), query.email ? ilike(users.email, containing(query.email)) : undefined);
      const { rows, totalRecords } = await pageOf(
        joined(db).where(where).orderBy(desc(subscriptions.createdAt), desc(subscriptions.id)).$dynamic(),
        db.select({ n: count() }).from(subscriptions).innerJoin(users, eq(users.id, subscriptions.userId)).where(where),
        query,
      );
      return { data: rows.map(describe), totalRecords };
    },

    async detail(id: string): Promise<AdminSubscriberDetail> {
      const row = await one(db, id);
      const [{ grace_days }, payments, events] = await Promise.all([deps.settings.read(['grace_days']), periodPayments(db, row.s.userId), eventsOf(db, id)]);
      return {
        subscription: { ...describe(row), grace_ends_at: accessEndsAt(row.s, grace_days).toISOString() },
        payments,
        events: events.map((e) => ({ ...describeExtension(e), kind: e.kind, admin_email: e.adminEmail, reason: e.reason })),
      };
    },

    /** Whole days more, given by an admin and logged with them (and in the audit log), in one transaction; answers the subscription as it is now. */
    async extend(audit: AuditContext, id: string, input: ExtendRequest): Promise<{ subscriber: AdminSubscriber; message: string }> {
      const now = dateOf(deps.clock);
      const subscriber = await db.transaction(async (tx) => {
        const moved = await extendPeriod(tx, { admin: audit.actor, subscriptionId: id, days: input.days, reason: input.reason || null }, now);
        const extended = describe(await one(tx, id));
        await record(tx, { ...audit, target: { type: 'subscription', id, label: extended.email }, ...moved });
        return extended;
      });
      return { subscriber, message: `Extended by ${dayCount(input.days)}: the period now ends on ${dayText(new Date(subscriber.period_end))}` };
    },
  };
}
export type Subscribers = ReturnType<typeof createSubscribers>;
