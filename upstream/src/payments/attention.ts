import { and, eq, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { refunds, orders, paymentNotices } from './tables.ts';

/**
 * Orders an admin should look at, one rule for the Orders screen's filter and the Payments screen's
 * count: money short (partially paid), a paid order whose amount arrived short within the tolerance
 * or over, paid for what the customer already had and not yet given back, or a provider's word that
 * needs a person (failed or refunded after finished, a second payment, a coupon taken past its limit),
 * or a refund the provider could not make.
 */
export const needsAttention: SQL = or(
  eq(orders.status, 'partially_paid'),
  and(eq(orders.status, 'paid'), isNotNull(orders.receivedUsdCents), ne(orders.receivedUsdCents, orders.amountUsdCents)),
  sql`(${orders.status} = 'paid' and ${orders.duplicateUsdCents} > coalesce((select sum(${refunds.amountUsdCents}) from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.status} <> 'failed'), 0))`,
  // A refund the provider could not make, not followed by another try.
  sql`(${orders.status} = 'paid' and exists (select 1 from ${refunds} f where f.order_id = ${orders.id} and f.status = 'failed' and not exists (select 1 from ${refunds} a where a.order_id = ${orders.id} and a.status <> 'failed' and a.created_at > f.created_at)))`,
  // A refund's word (status "refund failed") is judged by the rule above, which lets it go once tried again.
  sql`(${orders.status} = 'paid' and exists (select 1 from ${paymentNotices} where ${paymentNotices.orderId} = ${orders.id} and ${paymentNotices.outcome} = 'attention' and coalesce(${paymentNotices.status}, '') not like 'refund %'))`,
)!;
