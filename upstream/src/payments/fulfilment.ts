import { and, eq, ne } from 'drizzle-orm';
import type { PaymentNotice } from '@academy/shared/payments';
import type { Cart } from '../cart/cart.ts';
import type { Db } from '../db/client.ts';
import { orders, paymentNotices, revenues, users } from '../db/schema.ts';
import type { Entitlements } from '../purchases/entitlements.ts';
import type { Mailer } from '../mail/mailer.ts';
import { receiptMail } from '../mail/templates.ts';
import { covers, receivedUsdCents } from './received-amount.ts';

export type Outcome = 'credited' | 'recorded' | 'duplicate' | 'ignored';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// NOWPayments: only `finished` is money received in full; the others move the order's state.
const FAILED: Record<string, 'failed' | 'expired' | 'partially_paid'> = {
  failed: 'failed',
  refunded: 'failed',
  expired: 'expired',
  partially_paid: 'partially_paid',
};

/**
 * A verified notice, applied once: in one transaction the order is marked paid, the purchases and
 * the revenue record are written, the cart is emptied and the group access set. A replayed notice,
 * an unknown order, a non-final status, or a finished payment whose amount does not cover the price
 * (less the tolerance) credits nothing; what arrived is kept on the order.
 */
export function createFulfilment(deps: {
  db: Db;
  cart: Cart;
  entitlements: Entitlements;
  mailer: Mailer;
  publicUrl: string;
  /** How far short of the price a finished payment may be (network fees), in percent. */
  tolerancePercent: number;
  log: { warn(obj: object, msg: string): void };
}) {
  const { db, cart, entitlements, mailer } = deps;

  return async function apply(provider: string, notice: PaymentNotice): Promise<Outcome> {
    if (!UUID.test(notice.order_id)) return 'ignored';
    const outcome = await db.transaction(async (tx) => {
      const [order] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.id, notice.order_id), eq(orders.provider, provider)));
      if (!order || (notice.invoice_id && order.invoiceId && notice.invoice_id !== order.invoiceId)) return { result: 'ignored' as const };
      const fresh = await tx
        .insert(paymentNotices)
        .values({ provider, paymentId: notice.payment_id, status: notice.payment_status, orderId: order.id, body: notice })
        .onConflictDoNothing()
        .returning({ id: paymentNotices.id });
      if (!fresh.length) return { result: 'duplicate' as const };

      // What arrived, kept on the order (short or over) whenever the notice says it.
      const received = receivedUsdCents(notice);
      const receivedSet = received === null ? {} : { receivedUsdCents: received };
      const paidInFull = notice.payment_status === 'finished' && covers(received, order.amountUsdCents, deps.tolerancePercent);
      if (!paidInFull) {
        const next = FAILED[notice.payment_status] ?? (notice.payment_status === 'finished' ? 'partially_paid' : undefined);
        if (next || received !== null)
          await tx
            .update(orders)
            .set({ ...(next && { status: next }), ...receivedSet })
            .where(and(eq(orders.id, order.id), ne(orders.status, 'paid')));
        return { result: 'recorded' as const };
      }

      const paidAt = new Date();
      const [paid] = await tx
        .update(orders)
        .set({ status: 'paid', paidAt, ...receivedSet })
        .where(and(eq(orders.id, order.id), ne(orders.status, 'paid')))
        .returning();
      if (!paid) return { result: 'duplicate' as const };
      await entitlements.grant(tx, paid);
      await tx.insert(revenues).values({
        orderId: paid.id,
        amountUsdCents: paid.amountUsdCents,
        paymentId: notice.payment_id,
        paymentProvider: provider,
        paidAt,
        bank: notice.pay_currency ?? null,
      });
      if (paid.kind === 'telegram') await tx.update(users).set({ hasUserPaid: true }).where(eq(users.id, paid.userId));
      else await cart.clear(paid.userId, tx);
      const [buyer] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, paid.userId));
      return { result: 'credited' as const, paid, buyer };
    });

    if (outcome.result === 'credited' && outcome.buyer) {
      // The receipt follows the commit; a mail failure never undoes a payment.
      await mailer
        .send(receiptMail(outcome.buyer.email, outcome.buyer.firstName, outcome.paid, deps.publicUrl))
        .catch((err: unknown) => deps.log.warn({ err }, 'receipt mail failed'));
    }
    return outcome.result;
  };
}
export type Fulfilment = ReturnType<typeof createFulfilment>;
