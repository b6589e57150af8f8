import { eq } from 'drizzle-orm';
import { type Clock, dateOf } from '@academy/shared/server/clock';
import type { Db, Executor } from '../db/client.ts';
import { users } from '../accounts/tables.ts';
import type { Settings } from '../catalogue/settings.ts';
import type { Mailer } from '../mail/mailer.ts';
import { cardChargeFailedMail } from '../mail/subscription-mails.ts';
import { accessEndsAt } from './subscriptions.ts';
import { subscriptions } from './tables.ts';

/**
 * The subscriptions side of renewals by card (docs/decisions/083-card-subscriptions.md): the card's
 * Paystack subscription is tied to the customer's, a failed charge puts it past due (the renewal pass
 * lapses it after the grace days unless a charge lands), and one stopped at Paystack ends with its period.
 */
export function createCardSubscriptions(deps: { db: Db; clock: Clock; settings: Pick<Settings, 'read'>; mailer: Mailer }) {
  const { db } = deps;
  const byCode = async (executor: Executor, code: string) => (await executor.select().from(subscriptions).where(eq(subscriptions.cardCode, code)))[0];

  return {
    byCode: (code: string) => byCode(db, code),

    /** The card subscription Paystack made on the first payment: renewals of this customer's subscription are now charged. */
    async attach(userId: string, card: { code: string; token: string }): Promise<boolean> {
      const rows = await db
        .update(subscriptions)
        .set({ cardCode: card.code, cardToken: card.token, cancelAtPeriodEnd: false, updatedAt: dateOf(deps.clock) })
        .where(eq(subscriptions.userId, userId))
        .returning({ id: subscriptions.id });
      return rows.length > 0;
    },

    /** A renewal charge refused: past due (once), told with the page to change the card. */
    async chargeFailed(code: string, manageUrl: () => Promise<string>): Promise<boolean> {
      const s = await byCode(db, code);
      if (!s || s.status === 'lapsed' || s.status === 'past_due') return false;
      const [{ grace_days }, url] = await Promise.all([deps.settings.read(['grace_days']), manageUrl()]);
      return db.transaction(async (tx) => {
        const [locked] = await tx.select().from(subscriptions).where(eq(subscriptions.id, s.id)).for('update');
        if (!locked || locked.status === 'lapsed' || locked.status === 'past_due') return false;
        const now = dateOf(deps.clock);
        await tx.update(subscriptions).set({ status: 'past_due', updatedAt: now }).where(eq(subscriptions.id, s.id));
        const [user] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, s.userId));
        // Grace runs from the period's end, as for a renewal not paid by crypto (renewals.ts).
        const graceEnd = accessEndsAt({ ...locked, status: 'past_due' }, grace_days);
        if (user) await deps.mailer.send(cardChargeFailedMail(user.email, user.firstName, { graceEnd }, url), tx);
        return true;
      });
    },

    /** Stopped at Paystack (the customer, or Paystack after its retries): no more charges; access runs to the period's end. */
    async stopped(code: string): Promise<boolean> {
      const rows = await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: true, updatedAt: dateOf(deps.clock) })
        .where(eq(subscriptions.cardCode, code))
        .returning({ id: subscriptions.id });
      return rows.length > 0;
    },
  };
}
export type CardSubscriptionState = ReturnType<typeof createCardSubscriptions>;
