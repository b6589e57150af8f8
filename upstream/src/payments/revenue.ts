import type { OrderKind } from '@academy/shared/payments';
import { itemTitle } from '@academy/shared/robot-sales';
import { count, desc, eq, gte, sql, sum } from 'drizzle-orm';
import type { RevenuePoint, RevenueRecord } from '@academy/shared/revenue';
import { GROUP_ACCESS_TITLE } from '@academy/shared/telegram';
import { csvCell } from '@academy/shared/csv';
import type { Db } from '../db/client.ts';
import { users } from '../accounts/tables.ts';
import { refunds, type OrderItem, orders, revenues } from './tables.ts';
import { pageOf } from '../db/paged.ts';

interface Row {
  r: typeof revenues.$inferSelect;
  email: string;
  reason: string | null;
  orderKind: OrderKind;
  orderItems: OrderItem[];
  refundItems: OrderItem[] | null;
  chargeMinor: number | null;
  refundMinor: number | null;
}

/** A payment is for its order's items, a refund for those it gave back; a group order has the group's one. */
const itemsOf = ({ orderKind, orderItems, refundItems }: Row) =>
  orderKind === 'telegram' ? GROUP_ACCESS_TITLE : (refundItems ?? orderItems).map(itemTitle).join('; ');

function chargedOf({ r, chargeMinor, refundMinor }: Row): number | null {
  if (r.currency === 'USD') return null;
  const minor = r.kind === 'payment' ? chargeMinor : refundMinor === null ? null : -refundMinor;
  return minor === null ? null : minor / 100;
}

const record = (row: Row): RevenueRecord => {
  const { r, email, reason } = row;
  return {
    amount: r.amountUsdCents / 100,
    authorization_code: r.authorizationCode,
    bank: r.bank,
    created_at: r.createdAt.toISOString(),
    currency: r.currency,
    paid_at: r.paidAt.toISOString(),
    payment_id: r.paymentId,
    payment_provider: r.paymentProvider,
    order_id: r.orderId,
    email,
    id: r.id,
    kind: r.kind,
    discount: r.discountUsdCents / 100,
    refund_id: r.refundId,
    reason,
    paid_in: r.paidIn,
    items: itemsOf(row),
    // A naira payment's charge as the customer paid it, fixed on its order (a refund's: what it gave back, negative); the amount above stays USD.
    amount_charged: chargedOf(row),
  };
};

/**
 * Revenue: the records (docs/requirements.md#data: each payment, and each refund as its own negative entry), the total
 * in USD, a daily series for the chart, and CSV. Totals and series sum the signed amounts: they are net.
 */
export function createRevenue(db: Db) {
  const withEmail = () =>
    db
      .select({
        r: revenues,
        email: users.email,
        reason: refunds.reason,
        orderKind: orders.kind,
        orderItems: orders.items,
        refundItems: refunds.items,
        chargeMinor: orders.chargeMinor,
        refundMinor: refunds.amountMinor,
      })
      .from(revenues)
      .innerJoin(orders, eq(orders.id, revenues.orderId))
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(refunds, eq(refunds.id, revenues.refundId));

  return {
    async page(p: { page: number; length: number }) {
      const { rows, totalRecords } = await pageOf(
        withEmail().orderBy(desc(revenues.paidAt), desc(revenues.id)).$dynamic(),
        db.select({ n: count() }).from(revenues),
        p,
      );
      return { data: rows.map(record), totalRecords };
    },

    async totalUsd(): Promise<number> {
      const [row] = await db.select({ cents: sum(revenues.amountUsdCents) }).from(revenues);
      return Number(row?.cents ?? 0) / 100;
    },

    /** One point per day (UTC) for the last `days` days, zeros included. */
    async series(days: number): Promise<RevenuePoint[]> {
      const since = new Date(Date.now() - (days - 1) * 86_400_000);
      since.setUTCHours(0, 0, 0, 0);
      const day = sql<string>`to_char(${revenues.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`;
      const rows = await db
        .select({ day, cents: sum(revenues.amountUsdCents) })
        .from(revenues)
        .where(gte(revenues.paidAt, since))
        .groupBy(day);
      const byDay = new Map(rows.map((r) => [r.day, Number(r.cents ?? 0) / 100]));
      return Array.from({ length: days }, (_, i) => {
        const d = new Date(since.getTime() + i * 86_400_000).toISOString().slice(0, 10);
        return { day: d, amount: byDay.get(d) ?? 0 };
      });
    },

    async csv(): Promise<string> {
      const rows = await withEmail().orderBy(desc(revenues.paidAt), desc(revenues.id));
      // The columns added with refunds go last, so a sheet that reads the first nine still does.
      const header = [
        'paid_at',
        'amount',
        'currency',
        'payment_provider',
        'payment_id',
        'order_id',
        'email',
        'authorization_code',
        'bank',
        'kind',
        'discount',
        'reason',
        'paid_in',
        'items',
        'amount_charged',
      ];
      const lines = rows.map((row) => {
        const x = record(row);
        return [
          x.paid_at,
          x.amount.toFixed(2),
          x.currency,
          x.payment_provider,
          x.payment_id,
          x.order_id,
          x.email,
          x.authorization_code,
          x.bank,
          x.kind,
          x.discount.toFixed(2),
          x.reason,
          x.paid_in,
          x.items,
          x.amount_charged,
        ]
          .map(csvCell)
          .join(',');
      });
      return `${header.join(',')}\n${lines.join('\n')}\n`;
    },
  };
}
export type Revenue = ReturnType<typeof createRevenue>;
