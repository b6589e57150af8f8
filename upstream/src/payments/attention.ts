import { and, eq, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { orders, paymentNotices } from '../db/schema.ts';

/**
 * Orders an admin should look at, one rule for the Orders screen's filter and the Payments screen's
 * count: money short (partially paid), a paid order whose amount arrived short within the tolerance
 * or over, or a provider's word after payment (failed or refunded after finished, a second payment).
 */
export const needsAttention: SQL = or(
  eq(orders.status, 'partially_paid'),
  and(eq(orders.status, 'paid'), isNotNull(orders.receivedUsdCents), ne(orders.receivedUsdCents, orders.amountUsdCents)),
  sql`(${orders.status} = 'paid' and exists (select 1 from ${paymentNotices} where ${paymentNotices.orderId} = ${orders.id} and ${paymentNotices.outcome} = 'attention'))`,
)!;
