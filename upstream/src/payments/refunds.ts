import { and, eq } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import type { OrderRefund, RefundRequest } from '@academy/shared/admin-orders';
import { formatUsd } from '@academy/shared/money';
import type { Db, Executor } from '../db/client.ts';
import { setPaidForGroup } from '../accounts/group-flags.ts';
import { users } from '../accounts/tables.ts';
import { type OrderItem, orders, revenues, refunds } from './tables.ts';
import type { Mailer } from '../mail/mailer.ts';
import { refundMail } from '../mail/templates.ts';
import type { Certificates } from '../certificates/certificates.ts';
import type { Entitlements } from '../purchases/entitlements.ts';
import { paidGroupOrderBesides } from '../telegram/group-orders.ts';
import type { GroupRemoval } from '../telegram/membership.ts';
import { itemKey, paidCents, refundedKeys } from './refunded-items.ts';

const sum = (cents: number[]) => cents.reduce((a, b) => a + b, 0);

/** The order's items the admin named: 422 for one the order does not hold, 409 for one refunded already. */
function chosenItems(items: OrderItem[], refunded: Set<string>, named: NonNullable<RefundRequest['items']>): OrderItem[] {
  const keys = new Set(named.map(itemKey));
  return [...keys].map((key) => {
    const item = items.find((i) => itemKey(i) === key);
    if (!item) throw new ApiError(422, `This order holds no ${key.replace(':', ' ')}`);
    if (refunded.has(key)) throw new ApiError(409, `${item.title} was refunded already`);
    return item;
  });
}

/** The payment a refund answers: the order's payment id, or the one its revenue entry was written with. */
async function paymentIdOf(tx: Executor, order: { id: string; paymentId: string | null }): Promise<string> {
  if (order.paymentId) return order.paymentId;
  const [payment] = await tx
    .select({ paymentId: revenues.paymentId })
    .from(revenues)
    .where(and(eq(revenues.orderId, order.id), eq(revenues.kind, 'payment')));
  if (!payment) throw new ApiError(409, 'This order has no payment on record');
  return payment.paymentId;
}

/**
 * An admin's refund of some or all of a paid order's items. The money goes back outside the shop
 * (NOWPayments does not refund for the merchant); the refund records how. In one transaction, with
 * the order locked: the refund, its negative revenue entry, the licences revoked and the purchases
 * taken back with the certificates of the courses given back, the order refunded once nothing is
 * left, and a group order's membership ended; the customer's mail and their removal from the group are jobs
 * in the same transaction, done once it commits (a Telegram failure never undoes a refund).
 */
export function createRefunds(deps: {
  db: Db;
  entitlements: Entitlements;
  certificates: Pick<Certificates, 'revokeUnowned'>;
  mailer: Mailer;
  publicUrl: string;
  /** Takes a customer out of the paid Telegram group once `tx` commits (telegram/plugin.ts). */
  removeLater: (removal: GroupRemoval, tx: Executor) => Promise<void>;
}) {
  const { db, entitlements } = deps;

  return {
    async refund(admin: { id: string; email: string }, orderId: string, input: RefundRequest): Promise<{ refund: OrderRefund; message: string }> {
      const { refund, chosen } = await db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!order) throw new ApiError(404, 'Order not found');
        if (order.status === 'refunded') throw new ApiError(409, 'This order was refunded already');
        if (order.status !== 'paid') throw new ApiError(409, 'Only a paid order can be refunded');

        const earlier = await tx.select({ items: refunds.items, amountUsdCents: refunds.amountUsdCents }).from(refunds).where(eq(refunds.orderId, order.id));
        const refunded = refundedKeys(earlier);
        const left = order.items.filter((i) => !refunded.has(itemKey(i)));
        const chosen = input.items ? chosenItems(order.items, refunded, input.items) : left;
        // A group order has no items: its refund is the whole of it.
        const last = chosen.length === left.length;
        // The last refund gives back what is left of the amount, so an order's refunds add up to exactly what it took.
        const amount = last ? order.amountUsdCents - sum(earlier.map((r) => r.amountUsdCents)) : sum(chosen.map(paidCents));
        const now = new Date();

        const [refund] = await tx
          .insert(refunds)
          .values({ orderId: order.id, items: chosen, amountUsdCents: amount, reason: input.reason, method: input.method, adminId: admin.id, createdAt: now })
          .returning();
        await tx.insert(revenues).values({
          orderId: order.id,
          kind: 'refund',
          refundId: refund!.id,
          amountUsdCents: -amount,
          paymentId: await paymentIdOf(tx, order),
          paymentProvider: order.provider,
          paidAt: now,
        });
        await entitlements.revoke(tx, order, chosen);
        // A course given back is no longer one the learner completed: its certificate stops being valid.
        await deps.certificates.revokeUnowned(
          tx,
          order.userId,
          chosen.filter((i) => i.type === 'course').map((i) => i.id),
        );
        if (last) await tx.update(orders).set({ status: 'refunded' }).where(eq(orders.id, order.id));
        const member = order.kind === 'telegram' && (await paidGroupOrderBesides(tx, order));
        const [customer] = await tx.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, order.userId));
        if (order.kind === 'telegram' && !member) {
          await setPaidForGroup(tx, order.userId, false);
          await deps.removeLater({ userId: order.userId, reason: 'refund', about: `Remove ${customer!.email} from the Telegram group (refund)` }, tx);
        }
        // A job in this transaction: the mail leaves once the refund commits, and never without it.
        const told = {
          orderId: order.id,
          kind: order.kind,
          amountUsdCents: amount,
          reason: input.reason,
          method: input.method,
          items: chosen.map((i) => ({ title: i.title, paidUsdCents: paidCents(i) })),
        };
        await deps.mailer.send(refundMail(customer!.email, customer!.firstName, told, deps.publicUrl), tx);
        return { refund: refund!, chosen };
      });
      return {
        message: `Refund recorded: ${formatUsd(refund.amountUsdCents / 100)}`,
        refund: {
          id: refund.id,
          items: chosen.map((i) => ({ type: i.type, slug: i.slug, title: i.title })),
          amount_usd: refund.amountUsdCents / 100,
          reason: refund.reason,
          method: refund.method,
          admin_email: admin.email,
          created_at: refund.createdAt.toISOString(),
        },
      };
    },
  };
}
export type Refunds = ReturnType<typeof createRefunds>;
