import { eq, ne } from 'drizzle-orm';
import { type Clock, dateOf } from '@academy/shared/server/clock';
import type { Db, Executor } from '../db/client.ts';
import { setPaidForGroup } from '../accounts/group-flags.ts';
import { users } from '../accounts/tables.ts';
import type { Settings } from '../catalogue/settings.ts';
import type { Mailer } from '../mail/mailer.ts';
import { renewalDueMail, renewalOverdueMail, subscriptionEndedMail } from '../mail/subscription-mails.ts';
import type { DirectMessage } from '../telegram/direct-messages.ts';
import type { GroupRemoval } from '../telegram/membership.ts';
import { lifetimeGroupOrder } from './group-access.ts';
import { renewalDueMessage, renewalOverdueMessage, subscriptionEndedMessage } from './renewal-messages.ts';
import { accessEndsAt, DAY_MS } from './subscriptions.ts';
import { groupPlans, subscriptions } from './tables.ts';

type Summary = Record<'reminded' | 'past_due' | 'lapsed', number>;

/**
 * Crypto cannot be charged by itself, so each period is asked for (a periodic job, run again with no
 * harm: every step is keyed on the period it is for). Before the end, the renewal is asked for
 * `renewal_notice_days` ahead and again a day ahead; at the end a paid period is past due and access
 * stays `grace_days` (a trial or a cancelled period ends there); then it lapses: out of the group
 * (unless a one-off payment keeps them in), told how to come back. Each is mailed, and said by the
 * bot too to a member it knows (`messageLater`), both promised in the step's transaction.
 */
export function createRenewals(deps: {
  db: Db;
  clock: Clock;
  settings: Pick<Settings, 'read'>;
  mailer: Mailer;
  publicUrl: string;
  removeLater: (removal: GroupRemoval, tx: Executor) => Promise<void>;
  messageLater: (userId: string, message: DirectMessage, tx: Executor) => Promise<void>;
}) {
  const { db } = deps;
  const payUrl = new URL('/dashboard/subscriptions', deps.publicUrl).toString();
  const rejoinUrl = new URL('/signals', deps.publicUrl).toString();

  async function step(tx: Executor, id: string, now: Date, days: { notice: number; grace: number }): Promise<keyof Summary | null> {
    const [row] = await tx
      .select({ s: subscriptions, plan: groupPlans, email: users.email, firstName: users.firstName })
      .from(subscriptions)
      .innerJoin(groupPlans, eq(groupPlans.id, subscriptions.planId))
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(eq(subscriptions.id, id))
      .for('update', { of: subscriptions });
    if (!row || row.s.status === 'lapsed') return null;
    const { s, plan, email, firstName } = row;
    const usd = plan.usdCents / 100;

    if (now >= accessEndsAt(s, days.grace)) {
      await tx.update(subscriptions).set({ status: 'lapsed', updatedAt: now }).where(eq(subscriptions.id, s.id));
      if (!(await lifetimeGroupOrder(tx, s.userId))) {
        await setPaidForGroup(tx, s.userId, false);
        await deps.removeLater({ userId: s.userId, reason: 'lapsed', about: `Remove ${email} from the Telegram group (subscription lapsed)` }, tx);
      }
      await deps.mailer.send(subscriptionEndedMail(email, firstName, s.cancelAtPeriodEnd, rejoinUrl), tx);
      await deps.messageLater(s.userId, subscriptionEndedMessage(email, firstName, s.cancelAtPeriodEnd, rejoinUrl), tx);
      return 'lapsed';
    }
    // Renewed by card: Paystack charges it and says how that went (payments/card-renewals.ts); nothing is
    // asked for here, and an unpaid period still lapses after the grace days above.
    const byCard = Boolean(s.cardCode) && !s.cancelAtPeriodEnd;
    if (now >= s.periodEnd) {
      if (s.status === 'past_due' || byCard) return null;
      await tx.update(subscriptions).set({ status: 'past_due', updatedAt: now }).where(eq(subscriptions.id, s.id));
      const overdue = { usd, graceEnd: accessEndsAt(s, days.grace) };
      await deps.mailer.send(renewalOverdueMail(email, firstName, overdue, payUrl), tx);
      await deps.messageLater(s.userId, renewalOverdueMessage(email, firstName, overdue, payUrl), tx);
      return 'past_due';
    }
    if (s.cancelAtPeriodEnd || byCard) return null;
    // The reminder due now: a day ahead once that close, else `notice` days ahead; each sent once per period.
    const ahead = [1, days.notice].find((d) => now.getTime() >= s.periodEnd.getTime() - d * DAY_MS);
    const key = ahead === undefined ? null : `${s.periodEnd.toISOString()}:${ahead}`;
    if (!key || s.reminded === key) return null;
    await tx.update(subscriptions).set({ reminded: key, updatedAt: now }).where(eq(subscriptions.id, s.id));
    const due = { months: plan.months, usd, periodEnd: s.periodEnd, trial: s.status === 'trialing' };
    await deps.mailer.send(renewalDueMail(email, firstName, due, payUrl), tx);
    await deps.messageLater(s.userId, renewalDueMessage(email, firstName, due, payUrl), tx);
    return 'reminded';
  }

  return {
    async pass(): Promise<Summary> {
      const { renewal_notice_days, grace_days } = await deps.settings.read(['renewal_notice_days', 'grace_days']);
      const days = { notice: renewal_notice_days, grace: grace_days };
      const now = dateOf(deps.clock);
      const open = await db.select({ id: subscriptions.id }).from(subscriptions).where(ne(subscriptions.status, 'lapsed'));
      const summary: Summary = { reminded: 0, past_due: 0, lapsed: 0 };
      for (const { id } of open) {
        const done = await db.transaction((tx) => step(tx, id, now, days));
        if (done) summary[done] += 1;
      }
      return summary;
    },
  };
}
