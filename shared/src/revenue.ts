import { z } from 'zod';
import { envelope, pagedEnvelope } from './envelope.ts';

/**
 * `admin/revenues`: each entry (the revenue record of docs/requirements.md#data: a payment, or a refund as its own negative
 * entry), the daily series for the chart, and its query. The record's original fields are kept as they are.
 */
export const revenueRecord = z.object({
  amount: z.number(),
  authorization_code: z.string().nullable(),
  bank: z.string().nullable(),
  created_at: z.string(),
  currency: z.string(),
  paid_at: z.string(),
  payment_id: z.string(),
  payment_provider: z.string(),
  order_id: z.string(),
  email: z.string(),
  id: z.string(),
  kind: z.enum(['payment', 'refund']),
  /** A payment's coupon discount (already out of its amount); 0 for a refund. */
  discount: z.number(),
  /** A refund's id and reason; null for a payment. */
  refund_id: z.string().nullable(),
  reason: z.string().nullable(),
  /** The coin and network a crypto payment came in (e.g. usdttrc20), or a Paystack payment's channel (card, bank_transfer...); null for a refund. */
  paid_in: z.string().nullable(),
  /** What the entry is for: the order's items, or those a refund gave back. */
  items: z.string(),
  /** A payment in another currency than USD (naira, through Paystack): the amount charged in it; `amount` is its USD value. */
  amount_charged: z.number().nullable(),
});
export type RevenueRecord = z.infer<typeof revenueRecord>;
export const revenuesResponse = pagedEnvelope(revenueRecord);
/** `admin/revenues/usd`: everything paid less everything refunded, in USD. */
export const revenueTotal = z.object({ totalAmountMade: z.number() });
export type RevenueTotal = z.infer<typeof revenueTotal>;
export const revenueTotalResponse = envelope(revenueTotal);
/** A day's net: its payments less its refunds (negative on a day that refunded more than it sold). */
export const revenuePoint = z.object({ day: z.string(), amount: z.number() });
export type RevenuePoint = z.infer<typeof revenuePoint>;
export const revenueSeriesResponse = envelope(z.array(revenuePoint));
export const seriesQuery = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });
