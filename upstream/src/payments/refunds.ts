import { and, eq, ne } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import type { OrderRefund, RefundRequest } from '@academy/shared/admin-orders';
import { formatUsd } from '@academy/shared/money';
import type { Db, Executor } from '../db/client.ts';
import type { AuditContext } from '../audit/context.ts';
import { record } from '../audit/record.ts';
import { users } from '../accounts/tables.ts';
import { type OrderItem, orders, refunds } from './tables.ts';
import { itemKey, paidCents, refundedKeys } from './refunded-items.ts';
import { paymentIdOf, type RefundSettlement } from './refund-settlement.ts';

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

/** A provider's name as people read it. */
const providerLabel = (provider: string) => (provider === 'paystack' ? 'Paystack' : provider);

/**
 * An admin's refund of some or all of a paid order's items, in one transaction with the order
 * locked. Where the provider refunds (Paystack), the refund is pending and a job sends it
 * (provider-refunds.ts): its effects wait for the provider's word that the money is back. Anywhere
 * else the money went back outside the shop (NOWPayments does not refund for the merchant), the
 * admin says how, and the refund is settled at once (refund-settlement.ts).
 */
export function createRefunds(deps: {
  db: Db;
  settle: RefundSettlement;
  /** Whether the provider of this name refunds through its API. */
  refundsItself: (provider: string) => boolean;
  /** Sends a pending refund to its provider once `tx` commits (a job: refunds-plugin.ts). */
  sendLater: (refundId: string, about: string, tx: Executor) => Promise<void>;
}) {
  const { db } = deps;

  return {
    async refund(audit: AuditContext, orderId: string, input: RefundRequest): Promise<{ refund: OrderRefund; message: string }> {
      const admin = audit.actor;
      const { refund, chosen, order } = await db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
        if (!order) throw new ApiError(404, 'Order not found');
        if (order.status === 'refunded') throw new ApiError(409, 'This order was refunded already');
        if (order.status !== 'paid') throw new ApiError(409, 'Only a paid order can be refunded');
        const throughProvider = deps.refundsItself(order.provider);
        if (!throughProvider && !input.method) throw new ApiError(422, 'Say how the money went back');
        if (!(await paymentIdOf(tx, order))) throw new ApiError(409, 'This order has no payment on record');

        // A refund the provider failed frees its items for another try; a pending one holds them.
        const earlier = await tx
          .select({ items: refunds.items, amountUsdCents: refunds.amountUsdCents, amountMinor: refunds.amountMinor })
          .from(refunds)
          .where(and(eq(refunds.orderId, order.id), ne(refunds.status, 'failed')));
        const refunded = refundedKeys(earlier);
        const left = order.items.filter((i) => !refunded.has(itemKey(i)));
        if (order.kind === 'telegram' && earlier.length) throw new ApiError(409, 'This order is being refunded already');
        const chosen = input.items ? chosenItems(order.items, refunded, input.items) : left;
        if (order.kind === 'cart' && !chosen.length) throw new ApiError(409, 'Every item of this order is refunded or being refunded');
        // A group order has no items: its refund is the whole of it.
        const last = chosen.length === left.length;
        // The last refund gives back what is left of the amount, so an order's refunds add up to exactly what it took.
        const amount = last ? order.amountUsdCents - sum(earlier.map((r) => r.amountUsdCents)) : sum(chosen.map(paidCents));
        // A naira charge gives back naira: its share of the kobo charged, the last refund whatever is left.
        const amountMinor =
          order.chargeMinor === null
            ? null
            : last
              ? order.chargeMinor - sum(earlier.map((r) => r.amountMinor ?? 0))
              : Math.round((order.chargeMinor * amount) / order.amountUsdCents);

        const [refund] = await tx
          .insert(refunds)
          .values({
            orderId: order.id,
            items: chosen,
            amountUsdCents: amount,
            amountMinor,
            reason: input.reason,
            // What the refund, the admin's screen and the customer's mail say of how the money goes back.
            method: throughProvider ? `Through ${providerLabel(order.provider)}, to the card or account that paid` : input.method!,
            adminId: admin.id,
            status: throughProvider ? 'pending' : 'processed',
          })
          .returning();
        if (throughProvider)
          await deps.sendLater(
            refund!.id,
            `Send the refund of ${formatUsd(amount / 100)} for order ${order.id.slice(0, 8)} to ${providerLabel(order.provider)}`,
            tx,
          );
        else await deps.settle(tx, order, refund!);
        // The order as the refund left it (refunded once every item is), named by its customer.
        const [now] = await tx
          .select({ status: orders.status, email: users.email })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .where(eq(orders.id, order.id));
        await record(tx, {
          ...audit,
          target: { type: 'order', id: order.id, label: now!.email },
          before: { status: order.status },
          after: {
            status: now!.status,
            refund_usd: amount / 100,
            ...(amountMinor !== null && { refund_charged: amountMinor / 100 }),
            items: chosen.map((i) => i.title),
            reason: input.reason,
            method: refund!.method,
            refund_status: refund!.status,
          },
        });
        return { refund: refund!, chosen, order };
      });
      const amount = formatUsd(refund.amountUsdCents / 100);
      return {
        message:
          refund.status === 'pending'
            ? `Refund of ${amount} sent to ${providerLabel(order.provider)}: it takes effect once the money is back`
            : `Refund recorded: ${amount}`,
        refund: describeRefund(refund, chosen, admin.email),
      };
    },
  };
}

/** A refund as the admin's Orders screen shows it. */
export function describeRefund(refund: typeof refunds.$inferSelect, items: OrderItem[], adminEmail: string | null): OrderRefund {
  return {
    id: refund.id,
    items: items.map((i) => ({ type: i.type, slug: i.slug, title: i.title })),
    amount_usd: refund.amountUsdCents / 100,
    amount_charged: refund.amountMinor === null ? null : refund.amountMinor / 100,
    reason: refund.reason,
    method: refund.method,
    status: refund.status,
    failure: refund.failure,
    admin_email: adminEmail,
    created_at: refund.createdAt.toISOString(),
  };
}
export type Refunds = ReturnType<typeof createRefunds>;
