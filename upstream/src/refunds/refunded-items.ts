import type { OrderItem } from '../db/schema.ts';

/** What was paid for an item: its list price less its share of the coupon. */
export const paidCents = (item: OrderItem) => item.usdCents - (item.discountUsdCents ?? 0);

/** An item as an order and a refund both name it: type and slug. */
export const itemKey = (item: { type: string; slug: string }) => `${item.type}:${item.slug}`;

/** The items an order's refunds gave back, by itemKey. */
export const refundedKeys = (refunds: { items: OrderItem[] }[]) => new Set(refunds.flatMap((r) => r.items.map(itemKey)));
