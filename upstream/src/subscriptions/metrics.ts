import { addMonths, monthKey, monthStart } from '@academy/shared/calendar';
import type { SubscriptionMonth } from '@academy/shared/subscription-metrics';
import type { SUBSCRIPTION_STATUSES } from '@academy/shared/subscriptions';
import { accessEndsAt, DAY_MS } from './subscriptions.ts';

/**
 * The admin's subscription figures per month (docs/decisions/082-subscription-metrics.md), counted from rows alone: no clock,
 * no database. The subscriptions table holds only each customer's present, so their past is replayed
 * from what is dated: the trial's start, each period payment, each extension an admin logged.
 */

/** A period payment: a group order with a plan, paid and not refunded since. */
export interface PaymentRow {
  userId: string;
  paidAt: Date;
  amountUsdCents: number;
  months: number;
}

/** A customer's subscription as it stands, and its dated past. */
export interface SubscriptionRow {
  userId: string;
  status: (typeof SUBSCRIPTION_STATUSES)[number];
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
  /** The row was made by a free trial (startTrial), so `createdAt` is when the trial began. */
  trialUsed: boolean;
  createdAt: Date;
  /** For a lapsed one: when it lapsed (the renewal pass or a refund was its last change). */
  updatedAt: Date;
  /** How long its trial ran, as far as can be known: its plan's trial days, else the longest any plan offers. */
  trialDays: number;
  /** The admin's extensions: when, and the period end each set. */
  extensions: { at: Date; newPeriodEnd: Date }[];
}

/** Access without a break, in epoch ms: from `start` until just before `until`. */
export interface Access {
  start: number;
  until: number;
}
/** A paid period as MRR counts it: its months begin in the month of `start`. */
export interface PaidPeriod {
  start: number;
  cents: number;
  months: number;
}
export interface CustomerHistory {
  access: Access[];
  periods: PaidPeriod[];
  trialStart: number | null;
  /** A paid period came after the trial (any time after: a recent month's conversions may still grow). */
  converted: boolean;
}

type Step = { kind: 'trial'; at: number } | { kind: 'payment'; at: number; cents: number; months: number } | { kind: 'extension'; at: number; newEnd: number };
/** At one instant a trial comes before a payment, and a payment before an extension (the order they can happen in). */
const RANK: Record<Step['kind'], number> = { trial: 0, payment: 1, extension: 2 };

/** A stretch being replayed: its period's end, and whether the grace days follow it (a paid period) or not (a trial). */
interface Stint {
  start: number;
  end: number;
  graced: boolean;
}

/**
 * One customer's access and paid periods, replayed by the rules that made them (group-access.ts,
 * extension.ts): a payment while they have access (a trial, a period or its grace days) runs on from
 * the current end, otherwise from the payment; an extension moves the end, or starts access again
 * from when it was given. Where the replay must guess, the row's present corrects its last stretch.
 * What it cannot know: the grace days and a cancellation at the time (today's are used), a trial's
 * length once paid for (its plan's trial days), and a refunded period, which counts as never sold
 * (its access until the refund is not counted).
 */
export function replay(row: SubscriptionRow | undefined, payments: PaymentRow[], graceDays: number): CustomerHistory {
  const grace = graceDays * DAY_MS;
  const steps: Step[] = [
    ...(row?.trialUsed ? [{ kind: 'trial' as const, at: row.createdAt.getTime() }] : []),
    ...payments.map((p) => ({ kind: 'payment' as const, at: p.paidAt.getTime(), cents: p.amountUsdCents, months: p.months })),
    ...(row?.extensions ?? []).map((e) => ({ kind: 'extension' as const, at: e.at.getTime(), newEnd: e.newPeriodEnd.getTime() })),
  ].sort((a, b) => a.at - b.at || RANK[a.kind] - RANK[b.kind]);

  const stints: Stint[] = [];
  const periods: PaidPeriod[] = [];
  const accessEnd = (s: Stint) => (s.graced ? s.end + grace : s.end);
  for (const step of steps) {
    const last = stints.at(-1);
    const running = last && step.at < accessEnd(last) ? last : undefined;
    if (step.kind === 'trial') {
      stints.push({ start: step.at, end: step.at + (row?.trialDays ?? 0) * DAY_MS, graced: false });
    } else if (step.kind === 'payment') {
      // The period it paid for starts where the current one ends, so a renewal paid early or in grace
      // counts in the months it covers, not in the month it was paid.
      const from = running ? running.end : step.at;
      const end = addMonths(new Date(from), step.months).getTime();
      if (running) Object.assign(running, { end, graced: true });
      else stints.push({ start: step.at, end, graced: true });
      periods.push({ start: from, cents: step.cents, months: step.months });
    } else if (running) {
      // A trial extended is still a trial.
      running.end = step.newEnd;
    } else {
      stints.push({ start: step.at, end: step.newEnd, graced: true });
    }
  }

  const access = stints.map((s) => ({ start: s.start, until: accessEnd(s) }));
  const last = access.at(-1);
  if (row && last) {
    // The present is known: a running subscription's access ends as its row says; a lapsed one's ended
    // no later than it lapsed (a refund ends it at once).
    if (row.status !== 'lapsed') last.until = accessEndsAt(row, graceDays).getTime();
    else last.until = Math.min(last.until, row.updatedAt.getTime());
  }
  const trialStart = row?.trialUsed ? row.createdAt.getTime() : null;
  return {
    access: access.filter((a) => a.until > a.start),
    periods,
    trialStart,
    converted: trialStart !== null && payments.some((p) => p.paidAt.getTime() >= trialStart),
  };
}

/** Every customer's history: those with a subscription, and any whose paid orders outlived it. */
export function histories(rows: SubscriptionRow[], payments: PaymentRow[], graceDays: number): CustomerHistory[] {
  const paid = new Map<string, PaymentRow[]>();
  for (const p of payments) {
    const theirs = paid.get(p.userId);
    if (theirs) theirs.push(p);
    else paid.set(p.userId, [p]);
  }
  const byUser = new Map(rows.map((r) => [r.userId, r]));
  const users = new Set([...byUser.keys(), ...paid.keys()]);
  return [...users].map((id) => replay(byUser.get(id), paid.get(id) ?? [], graceDays));
}

/** Each paid period's amount spread evenly over its plan's months, in cents (fractions kept until the end), by 'YYYY-MM'. */
function recurringCents(customers: CustomerHistory[]): Map<string, number> {
  const cents = new Map<string, number>();
  for (const { periods } of customers)
    for (const p of periods)
      for (let i = 0; i < p.months; i++) {
        const key = monthKey(monthStart(new Date(p.start), i));
        cents.set(key, (cents.get(key) ?? 0) + p.cents / p.months);
      }
  return cents;
}

const activeAt = (c: CustomerHistory, t: number) => c.access.some((a) => a.start <= t && t < a.until);

/**
 * The last `months` calendar months (UTC) up to `now`, oldest first. A month's start and end are its
 * first and last instants (the current month ends now), so active at the end = active at the start
 * + new + returning − churned, each customer counted once a month.
 */
export function monthlyFigures(customers: CustomerHistory[], months: number, now: Date): SubscriptionMonth[] {
  const mrr = recurringCents(customers);
  return Array.from({ length: months }, (_, i) => {
    const first = monthStart(now, i - months + 1);
    const from = first.getTime();
    const to = Math.min(monthStart(first, 1).getTime(), now.getTime() + 1);
    const within = (t: number) => from <= t && t < to;
    const figures = { active_at_start: 0, active: 0, new: 0, returning: 0, churned: 0, trials_started: 0, trials_converted: 0 };
    for (const c of customers) {
      const atStart = activeAt(c, from - 1);
      const atEnd = activeAt(c, to - 1);
      if (atStart) figures.active_at_start++;
      if (atEnd) figures.active++;
      if (c.access[0] && within(c.access[0].start)) figures.new++;
      else if (!atStart && c.access.some((a) => within(a.start))) figures.returning++;
      if (!atEnd && c.access.some((a) => within(a.until))) figures.churned++;
      if (c.trialStart !== null && within(c.trialStart)) {
        figures.trials_started++;
        if (c.converted) figures.trials_converted++;
      }
    }
    return {
      month: monthKey(first),
      mrr_usd: Math.round(mrr.get(monthKey(first)) ?? 0) / 100,
      ...figures,
      churn_rate: figures.active_at_start ? Math.round((figures.churned / figures.active_at_start) * 10_000) / 10_000 : null,
    };
  });
}
