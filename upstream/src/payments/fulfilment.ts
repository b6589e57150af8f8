import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isUuid } from '@academy/shared/fields';
import { type PaymentNotice, paymentNotice } from '@academy/shared/payments';
import type { Cart } from '../cart/cart.ts';
import { formatUsd } from '@academy/shared/money';
import { type Clock, dateOf } from '@academy/shared/server/clock';
import { type Coupons, holdsCouponUse } from '../coupons/coupons.ts';
import type { Db, Executor } from '../db/client.ts';
import { setPaidForGroup } from '../accounts/group-flags.ts';
import { users } from '../accounts/tables.ts';
import { type OrderItem, orders, paymentNotices, revenues } from './tables.ts';
import { paidCents } from './refunded-items.ts';
import { extendForPayment, lifetimeGroupOrder } from '../subscriptions/group-access.ts';
import type { Order } from './orders.ts';
import type { Entitlements } from '../purchases/entitlements.ts';
import type { Mailer } from '../mail/mailer.ts';
import { receiptMail } from '../mail/templates.ts';
import { type Transition, transition } from './order-transitions.ts';

type Outcome = Transition['outcome'] | 'ignored';

/**
 * A provider's word on a payment (a verified notice, or reconciliation's answer), applied under the
 * order's row lock and logged with what it changed, in one transaction. Crediting marks the order
 * paid and writes the purchases and the revenue record, empties the cart and opens the group; the
 * order's state (order-transitions.ts) is what makes a replay, a late notice or a second runner
 * credit nothing.
 */
export function createFulfilment(deps: {
  db: Db;
  cart: Cart;
  entitlements: Entitlements;
  coupons: Pick<Coupons, 'overLimit'>;
  mailer: Mailer;
  publicUrl: string;
  /** How far short of the price a finished payment may be (network fees), in percent. */
  tolerancePercent: number;
  /** Where a subscription's new period starts when it had lapsed. */
  clock: Clock;
}) {
  const { db, cart, entitlements, mailer } = deps;

  /**
   * The order's items with those the customer owns already (bought through another order) marked,
   * and what those cost them here; a group order when they are in the group through another: all of it.
   */
  async function duplicatesIn(tx: Executor, order: Order): Promise<{ items: OrderItem[]; duplicateUsdCents: number }> {
    // A period of a plan is never a duplicate: paying early extends the subscription.
    if (order.kind === 'telegram')
      return { items: order.items, duplicateUsdCents: !order.planId && (await lifetimeGroupOrder(tx, order.userId, order.id)) ? order.amountUsdCents : 0 };
    const owned = new Set<string>();
    for (const type of ['course', 'robot'] as const) {
      const ids = order.items.filter((i) => i.type === type).map((i) => i.id);
      for (const id of await entitlements.ownedAmong(order.userId, type, ids, tx)) owned.add(`${type}:${id}`);
    }
    const items = order.items.map((i) => (owned.has(`${i.type}:${i.id}`) ? { ...i, duplicate: true } : i));
    return { items, duplicateUsdCents: items.filter((i) => i.duplicate).reduce((cents, i) => cents + paidCents(i), 0) };
  }

  return async function apply(provider: string, notice: PaymentNotice, source: Source = 'notice'): Promise<Outcome> {
    const entry = { provider, source, paymentId: notice.payment_id, status: notice.payment_status, body: notice };
    const outcome = await db.transaction(async (tx) => {
      const [order] = isUuid(notice.order_id)
        ? await tx
            .select()
            .from(orders)
            .where(and(eq(orders.id, notice.order_id), eq(orders.provider, provider)))
            .for('update')
        : [];
      if (!order || (notice.invoice_id && order.invoiceId && notice.invoice_id !== order.invoiceId)) {
        await tx.insert(paymentNotices).values({ ...entry, outcome: 'ignored', change: 'nothing: no such order' });
        return { result: 'ignored' as const };
      }
      const step = transition(order, notice, deps.tolerancePercent);
      if (step.outcome !== 'credited') {
        await tx.insert(paymentNotices).values({ ...entry, orderId: order.id, outcome: step.outcome, change: step.change });
        if (Object.keys(step.set).length) await tx.update(orders).set(step.set).where(eq(orders.id, order.id));
        return { result: step.outcome };
      }

      // Money arrived, so the order is paid; what the customer already had through another order is
      // marked, and its share is to be given back (the admin's Orders screen and theirs say so).
      const { items, duplicateUsdCents } = await duplicatesIn(tx, order);
      // The app's clock, as every lifetime (shared/src/server/clock.ts): a period's months and the revenue's date read it.
      const paidAt = dateOf(deps.clock);
      const [paid] = await tx
        .update(orders)
        .set({ ...step.set, paidAt, items, duplicateUsdCents })
        .where(eq(orders.id, order.id))
        .returning();
      if (!paid) throw new Error('the locked order vanished');
      // A use given back when the order was cancelled or expired is held again: past the coupon's limit, the admin hears of it.
      const overLimit = order.couponId && !holdsCouponUse(order.status) ? await deps.coupons.overLimit(tx, order.couponId, order.userId) : null;
      const notes = [duplicateUsdCents ? `Duplicate payment: refund ${formatUsd(duplicateUsdCents / 100)}` : '', overLimit ?? ''].filter(Boolean);
      await tx.insert(paymentNotices).values({
        ...entry,
        orderId: order.id,
        // Past the coupon's limit stays on the admin's list; a duplicate leaves it once given back (payments/attention.ts).
        outcome: overLimit ? 'attention' : 'credited',
        change: [step.change, ...notes].join('; '),
      });
      await entitlements.grant(tx, paid, dateOf(deps.clock));
      const card = cardDetails(notice);
      await tx.insert(revenues).values({
        orderId: paid.id,
        amountUsdCents: paid.amountUsdCents,
        discountUsdCents: paid.discountUsdCents,
        paymentId: notice.payment_id,
        paymentProvider: provider,
        paidAt,
        currency: paid.chargeCurrency,
        authorizationCode: card.authorizationCode,
        bank: card.bank,
        // A crypto payment's coin and network; a Paystack payment's channel (card, bank_transfer, ussd...).
        paidIn: (paid.chargeCurrency === 'NGN' ? card.channel : notice.pay_currency) ?? null,
      });
      if (paid.kind === 'telegram') await setPaidForGroup(tx, paid.userId, true);
      if (paid.planId) await extendForPayment(tx, { userId: paid.userId, planId: paid.planId }, dateOf(deps.clock));
      else if (paid.kind === 'cart') await cart.clear(paid.userId, tx);
      const [buyer] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, paid.userId));
      // A job in this transaction: the receipt leaves once the payment commits, whatever happens to this process or SMTP then.
      if (buyer) await mailer.send(receiptMail(buyer.email, buyer.firstName, paid, deps.publicUrl), tx);
      return { result: 'credited' as const };
    });
    return outcome.result;
  };
}

type Source = 'notice' | 'reconciliation';

/** What a card provider's verified transaction adds to the revenue record (payments/providers/paystack.ts). */
const cardFields = z.object({ authorization_code: z.string().nullish(), bank: z.string().nullish(), channel: z.string().nullish() });
function cardDetails(notice: PaymentNotice) {
  const fields = cardFields.safeParse(notice);
  return fields.success
    ? { authorizationCode: fields.data.authorization_code ?? null, bank: fields.data.bank ?? null, channel: fields.data.channel ?? null }
    : { authorizationCode: null, bank: null, channel: null };
}

/** A notice refused (a signature that did not verify, a sender not the provider's): kept for the admin (what it claimed), acted on never. */
export async function logRejectedNotice(db: Db, provider: string, rawBody: Buffer, why: string) {
  // NUL cannot be stored in PostgreSQL text or jsonb; a probe's junk is kept without it.
  const text = rawBody.toString('utf8', 0, Math.min(rawBody.length, 16 * 1024)).replaceAll('\0', '');
  const rejected = { provider, signatureValid: false, outcome: 'rejected', change: why };
  let body: unknown;
  try {
    body = JSON.parse(text) ?? { unparsed: text };
  } catch {
    body = { unparsed: text };
  }
  const claim = paymentNotice.safeParse(body);
  try {
    await db.insert(paymentNotices).values({
      ...rejected,
      paymentId: claim.success ? claim.data.payment_id : null,
      status: claim.success ? claim.data.payment_status : null,
      body,
    });
  } catch {
    // Parsed, it still held what the database refuses (an escaped NUL): kept as the text it came as.
    await db.insert(paymentNotices).values({ ...rejected, body: { unparsed: text } });
  }
}
export type Fulfilment = ReturnType<typeof createFulfilment>;
