import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { setPaidForGroup } from '../accounts/group-flags.ts';
import { users } from '../accounts/tables.ts';
import { orders, refunds, revenues } from './tables.ts';
import type { Mailer } from '../mail/mailer.ts';
import { refundMail } from '../mail/templates.ts';
import type { Certificates } from '../certificates/certificates.ts';
import type { Entitlements } from '../purchases/entitlements.ts';
import { endSubscription, lifetimeGroupOrder, subscribed } from '../subscriptions/group-access.ts';
import type { GroupRemoval } from '../telegram/membership.ts';
import { itemKey, paidCents, refundedKeys } from './refunded-items.ts';

type Order = typeof orders.$inferSelect;
type Refund = typeof refunds.$inferSelect;

/** The payment a refund answers: the order's payment id, or the one its revenue entry was written with. */
export async function paymentIdOf(tx: Executor, order: Pick<Order, 'id' | 'paymentId'>): Promise<string | null> {
  if (order.paymentId) return order.paymentId;
  const [payment] = await tx
    .select({ paymentId: revenues.paymentId })
    .from(revenues)
    .where(and(eq(revenues.orderId, order.id), eq(revenues.kind, 'payment')));
  return payment?.paymentId ?? null;
}

/**
 * What a refund does once the money is back (at once for one made outside the shop; on the
 * provider's word for one it makes), inside the caller's transaction with the order locked: the
 * refund marked processed, its negative revenue entry, the licences revoked and the purchases taken
 * back with the certificates of the courses given back, the order refunded once every item is, and a
 * group order's membership ended. The customer's mail and their removal from the group are jobs in
 * the same transaction, done once it commits (a Telegram failure never undoes a refund).
 */
export function createRefundSettlement(deps: {
  entitlements: Entitlements;
  certificates: Pick<Certificates, 'revokeUnowned'>;
  mailer: Mailer;
  publicUrl: string;
  /** Takes a customer out of the paid Telegram group once `tx` commits (telegram/plugin.ts). */
  removeLater: (removal: GroupRemoval, tx: Executor) => Promise<void>;
}) {
  return async function settle(tx: Executor, order: Order, refund: Refund): Promise<void> {
    const now = new Date();
    await tx.update(refunds).set({ status: 'processed', settledAt: now }).where(eq(refunds.id, refund.id));
    await tx.insert(revenues).values({
      orderId: order.id,
      kind: 'refund',
      refundId: refund.id,
      amountUsdCents: -refund.amountUsdCents,
      paymentId: (await paymentIdOf(tx, order)) ?? refund.providerRefundId ?? refund.id,
      paymentProvider: order.provider,
      currency: order.chargeCurrency,
      paidAt: now,
    });
    await deps.entitlements.revoke(tx, order, refund.items, now);
    // A course given back is no longer one the learner completed: its certificate stops being valid.
    await deps.certificates.revokeUnowned(
      tx,
      order.userId,
      refund.items.filter((i) => i.type === 'course').map((i) => i.id),
    );
    // A group order has no items: any refund of it is the whole of it.
    const processed = await tx
      .select({ items: refunds.items })
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'processed')));
    const back = refundedKeys(processed);
    if (order.items.every((i) => back.has(itemKey(i)))) await tx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, order.id));

    // A period refunded ends the subscription; a one-off refunded leaves a subscriber (or another one-off) in.
    if (order.planId) await endSubscription(tx, order.userId, now);
    const member = order.kind === 'telegram' && ((await lifetimeGroupOrder(tx, order.userId, order.id)) || (await subscribed(tx, order.userId)));
    const [customer] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, order.userId));
    if (order.kind === 'telegram' && !member) {
      await setPaidForGroup(tx, order.userId, false);
      await deps.removeLater({ userId: order.userId, reason: 'refund', about: `Remove ${customer!.email} from the Telegram group (refund)` }, tx);
    }
    // A job in this transaction: the mail leaves once the refund commits, and never without it.
    const told = {
      orderId: order.id,
      kind: order.kind,
      amountUsdCents: refund.amountUsdCents,
      reason: refund.reason,
      method: refund.method,
      items: refund.items.map((i) => ({ title: i.title, paidUsdCents: paidCents(i) })),
    };
    await deps.mailer.send(refundMail(customer!.email, customer!.firstName, told, deps.publicUrl), tx);
  };
}
export type RefundSettlement = ReturnType<typeof createRefundSettlement>;
