import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { orders } from '../payments/tables.ts';

/**
 * Whether the customer has a paid group order besides this one: membership is what paid, unrefunded
 * group orders give, so a second payment is a duplicate and refunding one of two leaves them in.
 */
export async function paidGroupOrderBesides(executor: Executor, order: { id: string; userId: string }): Promise<boolean> {
  const [other] = await executor
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, order.userId), eq(orders.kind, 'telegram'), eq(orders.status, 'paid'), ne(orders.id, order.id)))
    .limit(1);
  return Boolean(other);
}
