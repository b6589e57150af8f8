import type { OrderItem, orders } from './tables.ts';

/** What was paid for an item: its list price less its share of the coupon. */
export const paidCents = (item: OrderItem) => item.usdCents - (item.discountUsdCents ?? 0);

/** An item as an order and a refund both name it: type and slug. */
export const itemKey = (item: { type: string; slug: string }) => `${item.type}:${item.slug}`;

/** The items an order's refunds gave back, by itemKey. */
export const refundedKeys = (refunds: { items: OrderItem[] }[]) => new Set(refunds.flatMap((r) => r.items.map(itemKey)));

/**
 * What the shop still owes back for paying twice (fulfilment.ts marks it when the money arrives): the
 * duplicate items not yet refunded, or a duplicate group order until it is.
 */
export function duplicateOwedCents(order: Pick<typeof orders.$inferSelect, 'kind' | 'status' | 'items' | 'duplicateUsdCents'>, refunded: Set<string>): number {
  if (order.kind === 'telegram') return order.status === 'paid' ? order.duplicateUsdCents : 0;
  return order.items.filter((i) => i.duplicate && !refunded.has(itemKey(i))).reduce((cents, i) => cents + paidCents(i), 0);
}
