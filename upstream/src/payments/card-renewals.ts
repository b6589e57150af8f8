import { and, eq, isNotNull } from 'drizzle-orm';
import { type Clock, dateOf } from '@academy/shared/server/clock';
import type { Db } from '../db/client.ts';
import { users } from '../accounts/tables.ts';
import type { CardSubscriptionState } from '../subscriptions/card-subscriptions.ts';
import { groupPlans, subscriptions } from '../subscriptions/tables.ts';
import type { Fulfilment } from './fulfilment.ts';
import { askProvider } from './provider-word.ts';
import type { CardSubscriptions, SubscriptionEvent } from '../subscriptions/card-provider.ts';
import type { PaymentProvider } from './providers/provider.ts';
import { orders, paymentNotices } from './tables.ts';

type Outcome = Awaited<ReturnType<Fulfilment>>;

/**
 * A card subscription's notices (docs/decisions/083-card-subscriptions.md). As with payments, the
 * body only names things: the subscription is fetched from Paystack and a renewal's charge verified
 * before anything is credited. A paid invoice becomes an order of one period, credited as any other
 * (fulfilment.ts extends the subscription from its end); a refused charge puts it past due; one
 * stopped at Paystack ends with its period.
 */
export function createCardRenewals(deps: { db: Db; fulfilment: Fulfilment; cards: CardSubscriptionState; clock: Clock }) {
  const { db } = deps;

  const log = (provider: PaymentProvider, event: SubscriptionEvent, outcome: Outcome | 'recorded', change: string) =>
    db.insert(paymentNotices).values({ provider: provider.name, paymentId: event.reference ?? event.code, status: event.event, body: event, outcome, change });

  /** The renewal's order, opened once per charge: two deliveries of one invoice meet the same order (the subscription's row lock queues them). */
  async function renewalOrder(provider: PaymentProvider, subscriptionId: string, reference: string, amountMinor: number) {
    return db.transaction(async (tx) => {
      const [s] = await tx
        .select({ userId: subscriptions.userId, planId: subscriptions.planId, usdCents: groupPlans.usdCents })
        .from(subscriptions)
        .innerJoin(groupPlans, eq(groupPlans.id, subscriptions.planId))
        .where(eq(subscriptions.id, subscriptionId))
        .for('update', { of: subscriptions });
      if (!s) return undefined;
      const [held] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.provider, provider.name), eq(orders.invoiceId, reference)));
      if (held) return held;
      const [opened] = await tx
        .insert(orders)
        .values({
          userId: s.userId,
          kind: 'telegram',
          planId: s.planId,
          amountUsdCents: s.usdCents,
          provider: provider.name,
          chargeCurrency: 'NGN',
          // What the card's plan charges, as Paystack says; the USD is the plan's price now.
          chargeMinor: amountMinor,
          chargeRate: amountMinor / s.usdCents,
          invoiceId: reference,
          createdAt: dateOf(deps.clock),
        })
        .returning();
      return opened;
    });
  }

  /** The customer's checkout of a period by card, not yet credited (its charge.success may come after this notice). */
  const openPlanOrders = (provider: PaymentProvider, userId: string) =>
    db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.provider, provider.name), eq(orders.status, 'pending'), isNotNull(orders.planId)));

  async function created(provider: PaymentProvider, cards: CardSubscriptions, event: SubscriptionEvent): Promise<Outcome | 'recorded'> {
    const word = await cards.fetch(event.code);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, word.email));
    if (!user) {
      await log(provider, event, 'ignored', 'nothing: no customer has that address');
      return 'ignored';
    }
    for (const order of await openPlanOrders(provider, user.id)) await askProvider(deps.fulfilment, provider, order, 'notice');
    const attached = await deps.cards.attach(user.id, { code: word.code, token: word.emailToken });
    await log(provider, event, attached ? 'recorded' : 'ignored', attached ? 'renews by card' : 'nothing: no subscription of theirs');
    return attached ? 'recorded' : 'ignored';
  }

  async function invoiced(provider: PaymentProvider, cards: CardSubscriptions, event: SubscriptionEvent): Promise<Outcome | 'recorded'> {
    const s = await deps.cards.byCode(event.code);
    if (!s || !event.reference) {
      await log(provider, event, s ? 'recorded' : 'ignored', s ? 'nothing: the invoice is not paid yet' : 'nothing: no subscription with that code');
      return s ? 'recorded' : 'ignored';
    }
    const word = await cards.fetch(event.code);
    const order = await renewalOrder(provider, s.id, event.reference, word.amountMinor);
    if (!order) return 'ignored';
    return (await askProvider(deps.fulfilment, provider, order, 'notice')).at(-1) ?? 'ignored';
  }

  return async function noticeArrived(provider: PaymentProvider, event: SubscriptionEvent): Promise<string> {
    const cards = provider.cardSubscriptions;
    if (!cards) return 'ignored';
    switch (event.event) {
      case 'subscription.create':
      case 'subscription.enable':
        return created(provider, cards, event);
      case 'invoice.create':
      case 'invoice.update':
        return invoiced(provider, cards, event);
      case 'invoice.payment_failed': {
        const changed = await deps.cards.chargeFailed(event.code, () => cards.manageLink(event.code));
        await log(provider, event, 'recorded', changed ? 'past due: the card was refused' : 'nothing');
        return 'recorded';
      }
      case 'subscription.not_renew':
      case 'subscription.disable': {
        const changed = await deps.cards.stopped(event.code);
        await log(provider, event, 'recorded', changed ? 'ends with its period' : 'nothing');
        return 'recorded';
      }
      default:
        await log(provider, event, 'ignored', 'nothing: not an event the shop acts on');
        return 'ignored';
    }
  };
}
export type CardRenewals = ReturnType<typeof createCardRenewals>;
