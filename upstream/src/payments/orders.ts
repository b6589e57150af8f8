import { desc, eq } from 'drizzle-orm';
import type { OrderSummary } from '@academy/shared/payments';
import type { Db } from '../db/client.ts';
import { orders } from '../db/schema.ts';

/** A customer's order history, newest first. */
export async function ordersOf(db: Db, userId: string): Promise<OrderSummary[]> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt)).limit(100);
  return rows.map((o) => ({
    order_id: o.id,
    kind: o.kind,
    items: o.items.map((i) => ({ type: i.type, slug: i.slug, title: i.title, usd: i.usdCents / 100 })),
    amount_usd: o.amountUsdCents / 100,
    status: o.status,
    provider: o.provider,
    created_at: o.createdAt.toISOString(),
    paid_at: o.paidAt?.toISOString() ?? null,
  }));
}
