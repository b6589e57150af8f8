import { itemTitle } from '@academy/shared/robot-sales';
import { aliasedTable, and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { AdminOrder, AdminOrderQuery, OrderRefund } from '@academy/shared/admin-orders';
import { describeRefund } from './refunds.ts';
import type { Db } from '../db/client.ts';
import { containing } from '../db/like.ts';
import { users } from '../accounts/tables.ts';
import { refunds, orders, revenues } from './tables.ts';
import { needsAttention } from './attention.ts';
import { duplicateOwedCents, itemKey, paidCents, refundedKeys } from './refunded-items.ts';
import { pageOf } from '../db/paged.ts';

const admins = aliasedTable(users, 'admins');
// The payment id the order holds, or the one its revenue entry was written with.
const paymentId = sql<string | null>`coalesce(${orders.paymentId}, ${revenues.paymentId})`;

/** The admin's Orders screen: every order with its customer, its payment as it arrived, and its refunds. */
export function createOrderBook(db: Db, refundsItself: (provider: string) => boolean) {
  async function refundsOf(orderIds: string[]) {
    if (!orderIds.length) return [];
    return db
      .select({ r: refunds, adminEmail: admins.email })
      .from(refunds)
      .leftJoin(admins, eq(admins.id, refunds.adminId))
      .where(inArray(refunds.orderId, orderIds))
      .orderBy(asc(refunds.createdAt));
  }

  return {
    async page(query: AdminOrderQuery): Promise<{ data: AdminOrder[]; totalRecords: number }> {
      const filters: (SQL | undefined)[] = [];
      if (query.status) filters.push(eq(orders.status, query.status));
      if (query.email) filters.push(ilike(users.email, containing(query.email)));
      if (query.attention) filters.push(needsAttention);
      const where = and(...filters);
      const { rows, totalRecords } = await pageOf(
        db
          .select({ o: orders, paymentId, email: users.email, firstName: users.firstName, lastName: users.lastName })
          .from(orders)
          .innerJoin(users, eq(users.id, orders.userId))
          .leftJoin(revenues, and(eq(revenues.orderId, orders.id), eq(revenues.kind, 'payment')))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .$dynamic(),
        db.select({ n: count() }).from(orders).innerJoin(users, eq(users.id, orders.userId)).where(where),
        query,
      );
      const found = await refundsOf(rows.map((r) => r.o.id));
      return {
        totalRecords,
        data: rows.map(({ o, paymentId, email, firstName, lastName }) => {
          const mine = found.filter((f) => f.r.orderId === o.id);
          const processed = mine.filter((f) => f.r.status === 'processed');
          const refunded = refundedKeys(processed.map((f) => f.r));
          const pending = refundedKeys(mine.filter((f) => f.r.status === 'pending').map((f) => f.r));
          const received = o.receivedUsdCents;
          const short = received === null ? 0 : o.amountUsdCents - received;
          const orderRefunds: OrderRefund[] = mine.map(({ r, adminEmail }) => describeRefund(r, r.items, adminEmail));
          return {
            order_id: o.id,
            kind: o.kind,
            email,
            customer_name: `${firstName} ${lastName}`.trim(),
            items: o.items.map((i) => ({
              type: i.type,
              slug: i.slug,
              title: itemTitle(i),
              usd: i.usdCents / 100,
              paid_usd: paidCents(i) / 100,
              refunded: refunded.has(itemKey(i)),
              refund_pending: pending.has(itemKey(i)),
              duplicate: i.duplicate === true,
            })),
            amount_usd: o.amountUsdCents / 100,
            discount_usd: o.discountUsdCents / 100,
            received_usd: received === null ? null : received / 100,
            underpaid_usd: short > 0 ? short / 100 : null,
            overpaid_usd: short < 0 ? -short / 100 : null,
            status: o.status,
            provider: o.provider,
            provider_status: o.providerStatus,
            payment_id: paymentId,
            created_at: o.createdAt.toISOString(),
            paid_at: o.paidAt?.toISOString() ?? null,
            refunds: orderRefunds,
            refunded_usd: processed.reduce((cents, f) => cents + f.r.amountUsdCents, 0) / 100,
            provider_refunds: refundsItself(o.provider),
            duplicate_usd: duplicateOwedCents(o, refundedKeys(mine.filter((f) => f.r.status !== 'failed').map((f) => f.r))) / 100,
          };
        }),
      };
    },
  };
}
export type OrderBook = ReturnType<typeof createOrderBook>;
