import { itemTitle } from '@academy/shared/robot-sales';
import { and, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { OrderSummary } from '@academy/shared/payments';
import type { Db } from '../db/client.ts';
import { users } from '../accounts/tables.ts';
import { coupons } from '../coupons/tables.ts';
import { refunds, orders } from './tables.ts';
import { duplicateOwedCents, itemKey, refundedKeys } from './refunded-items.ts';

export type Order = typeof orders.$inferSelect;

const OPEN = new Set(['pending', 'partially_paid']);

/** Orders as their owner and the sandbox's invoice page read them. */
export function createOrders(db: Db) {
  return {
    /** A customer's order history, newest first, with what was refunded: the last `limit` orders (null: every one, for their data export). */
    async of(userId: string, limit: number | null = 100): Promise<OrderSummary[]> {
      const newestFirst = db
        .select({ o: orders, coupon: coupons.code })
        .from(orders)
        .leftJoin(coupons, eq(coupons.id, orders.couponId))
        .where(eq(orders.userId, userId))
        .orderBy(desc(orders.createdAt))
        .$dynamic();
      const found = await (limit === null ? newestFirst : newestFirst.limit(limit));
      const rows = found.map((r) => r.o);
      const given = rows.length
        ? await db
            .select({ orderId: refunds.orderId, items: refunds.items, amountUsdCents: refunds.amountUsdCents })
            .from(refunds)
            .where(
              inArray(
                refunds.orderId,
                rows.map((o) => o.id),
              ),
            )
        : [];
      return found.map(({ o, coupon }) => {
        const mine = given.filter((r) => r.orderId === o.id);
        const refunded = refundedKeys(mine);
        return {
          order_id: o.id,
          kind: o.kind,
          items: o.items.map((i) => ({ type: i.type, slug: i.slug, title: itemTitle(i), usd: i.usdCents / 100, refunded: refunded.has(itemKey(i)) })),
          amount_usd: o.amountUsdCents / 100,
          discount_usd: o.discountUsdCents / 100,
          refunded_usd: mine.reduce((cents, r) => cents + r.amountUsdCents, 0) / 100,
          status: o.status,
          provider_status: o.providerStatus,
          provider: o.provider,
          created_at: o.createdAt.toISOString(),
          paid_at: o.paidAt?.toISOString() ?? null,
          expires_at: o.expiresAt?.toISOString() ?? null,
          received_usd: o.receivedUsdCents === null ? null : o.receivedUsdCents / 100,
          missing_usd: o.status === 'partially_paid' ? Math.max(0, o.amountUsdCents - (o.receivedUsdCents ?? 0)) / 100 : 0,
          invoice_url: OPEN.has(o.status) ? o.invoiceUrl : null,
          coupon,
          duplicate_usd: duplicateOwedCents(o, refunded) / 100,
        };
      });
    },

    /** The order a sandbox payment page names (the crypto invoice's id, or the Paystack charge's reference), with its buyer's address. */
    async sandboxInvoice(invoiceId: string, provider: 'sandbox' | 'paystack' = 'sandbox') {
      const [order] = await db
        .select({ ...getTableColumns(orders), email: users.email })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(and(eq(orders.provider, provider), eq(orders.invoiceId, invoiceId)));
      return order;
    },

    /** The customer gave up at the invoice: a pending order is cancelled, any other stays as it is. */
    async cancelPending(orderId: string): Promise<void> {
      await db
        .update(orders)
        .set({ status: 'cancelled' })
        .where(and(eq(orders.id, orderId), eq(orders.status, 'pending')));
    },
  };
}
export type Orders = ReturnType<typeof createOrders>;
