import { dayText } from '@academy/shared/calendar';
import { eq } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import { type Clock, dateOf } from '@academy/shared/server/clock';
import type { GroupSubscription, SubscriptionState } from '@academy/shared/subscriptions';
import type { SubscriptionHistory } from '@academy/shared/subscription-history';
import type { Db } from '../db/client.ts';
import type { CardSubscriptions } from './card-provider.ts';
import { setPaidForGroup } from '../accounts/group-flags.ts';
import type { Settings } from '../catalogue/settings.ts';
import { describeExtension, eventsOf, periodPayments } from './history.ts';
import { describePlan, type Plans } from './plans.ts';
import { groupPlans, subscriptions } from './tables.ts';

export const DAY_MS = 86_400_000;
/** "27 November 2026": a period's end, as the messages say it. */

/** When access ends for good: a trial or a cancelled period at its end, a paid one after the grace days. */
export const accessEndsAt = (s: { status: string; periodEnd: Date; cancelAtPeriodEnd: boolean }, graceDays: number) =>
  s.status === 'trialing' || s.cancelAtPeriodEnd ? s.periodEnd : new Date(s.periodEnd.getTime() + graceDays * DAY_MS);

/** A customer's side of the group's subscriptions: what they have, its history, a free trial, cancel and resume. */
export function createSubscriptions(deps: {
  db: Db;
  plans: Plans;
  settings: Pick<Settings, 'read' | 'pricing'>;
  clock: Clock;
  /** Whether the group can be joined (a bot or an invite link is set: telegram/invites.ts). */
  groupOpen: () => Promise<boolean>;
  /** The provider that renews by card, when one is on. */
  cards: () => CardSubscriptions | undefined;
}) {
  const { db } = deps;
  const mine = async (userId: string) => (await db.select().from(subscriptions).where(eq(subscriptions.userId, userId)))[0];
  /** A change a card subscription needs at the provider too; refused there, nothing changes here. */
  async function atProvider(
    s: { cardCode: string | null; cardToken: string | null },
    change: (cards: CardSubscriptions, code: string, token: string) => Promise<void>,
  ) {
    const cards = deps.cards();
    if (!s.cardCode || !s.cardToken || !cards) return;
    await change(cards, s.cardCode, s.cardToken).catch(() => {
      throw new ApiError(502, 'The card payment provider did not answer: please try again in a moment');
    });
  }

  return {
    async state(userId: string): Promise<SubscriptionState> {
      const [row] = await db
        .select({ s: subscriptions, plan: groupPlans })
        .from(subscriptions)
        .innerJoin(groupPlans, eq(groupPlans.id, subscriptions.planId))
        .where(eq(subscriptions.userId, userId));
      if (!row) return { subscription: null, trial_available: true };
      const [{ grace_days }, pricing] = await Promise.all([deps.settings.read(['grace_days']), deps.settings.pricing()]);
      const { s, plan } = row;
      const subscription: GroupSubscription = {
        plan: describePlan(plan, pricing),
        status: s.status,
        period_end: s.periodEnd.toISOString(),
        grace_ends_at: accessEndsAt(s, grace_days).toISOString(),
        cancel_at_period_end: s.cancelAtPeriodEnd,
        next_payment_usd: s.status === 'lapsed' || s.cancelAtPeriodEnd ? null : plan.usdCents / 100,
        renews_by_card: Boolean(s.cardCode) && !s.cancelAtPeriodEnd && s.status !== 'lapsed',
      };
      // A trial is for newcomers: anyone who has subscribed, or trialled, has had their start.
      return { subscription, trial_available: false };
    },

    /** The periods they paid and the extensions an admin gave them, newest first (none before a subscription). */
    async history(userId: string): Promise<SubscriptionHistory> {
      const s = await mine(userId);
      const [payments, events] = await Promise.all([periodPayments(db, userId), s ? eventsOf(db, s.id) : []]);
      return { payments, extensions: events.map(describeExtension) };
    },

    /** A newcomer's free trial of an offered plan: in the group now, until the trial's last day. */
    async startTrial(user: { id: string; hasUserPaid: boolean }, planId: string): Promise<string> {
      const plan = await deps.plans.offeredPlan(planId);
      if (plan.trialDays === 0) throw new ApiError(409, 'This plan has no free trial');
      if (!(await deps.groupOpen())) throw new ApiError(409, WIRE.telegramUnavailable);
      if (user.hasUserPaid) throw new ApiError(409, 'You are already a member of the Telegram group');
      const periodEnd = dateOf(deps.clock, plan.trialDays * DAY_MS);
      await db.transaction(async (tx) => {
        const [started] = await tx
          .insert(subscriptions)
          .values({ userId: user.id, planId: plan.id, status: 'trialing', periodEnd, trialUsed: true, createdAt: dateOf(deps.clock) })
          .onConflictDoNothing()
          .returning({ id: subscriptions.id });
        if (!started) throw new ApiError(409, 'The free trial is for new members, and you have subscribed before');
        await setPaidForGroup(tx, user.id, true);
      });
      return `Your free trial has started: you are in the signals group until ${dayText(periodEnd)}`;
    },

    /** No renewal is asked for (a card's charges are stopped at the provider first); access stays to the period's end. */
    async cancel(userId: string): Promise<string> {
      const s = await mine(userId);
      if (!s || s.status === 'lapsed') throw new ApiError(409, 'You have no subscription to cancel');
      await atProvider(s, (cards, code, token) => cards.disable(code, token));
      await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: true, updatedAt: dateOf(deps.clock) })
        .where(eq(subscriptions.id, s.id));
      return `Cancelled: you stay in the signals group until ${dayText(s.periodEnd)}`;
    },

    /** Closing the account: a card still renewing is stopped at the provider first (refused there, the account stays open). */
    async stopCard(userId: string): Promise<void> {
      const s = await mine(userId);
      if (s && s.status !== 'lapsed' && !s.cancelAtPeriodEnd) await atProvider(s, (cards, code, token) => cards.disable(code, token));
    },

    /** The provider's page where the customer changes the card their renewals are charged to. */
    async cardLink(userId: string): Promise<string> {
      const s = await mine(userId);
      const cards = deps.cards();
      if (!s?.cardCode || !cards || s.status === 'lapsed') throw new ApiError(409, 'Your subscription is not renewed by card');
      return cards.manageLink(s.cardCode).catch(() => {
        throw new ApiError(502, 'The card payment provider did not answer: please try again in a moment');
      });
    },

    /** Cancelled, then wanted again before the period ends: renewals are asked for again. */
    async resume(userId: string): Promise<string> {
      const s = await mine(userId);
      if (!s || s.status === 'lapsed') throw new ApiError(409, 'Your subscription has ended: choose a plan to subscribe again');
      await atProvider(s, (cards, code, token) => cards.enable(code, token));
      await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: false, updatedAt: dateOf(deps.clock) })
        .where(eq(subscriptions.id, s.id));
      return 'Your subscription continues';
    },
  };
}
export type Subscriptions = ReturnType<typeof createSubscriptions>;
