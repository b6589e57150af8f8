import { z } from 'zod';
import { envelope, pagedEnvelope } from './envelope.ts';

/** `admin/revenues`: each payment's record, the daily series for the chart, and its query. */
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
});
export type RevenueRecord = z.infer<typeof revenueRecord>;
export const revenuesResponse = pagedEnvelope(revenueRecord);
/** `admin/revenues/usd`: everything paid, in USD. */
export const revenueTotal = z.object({ totalAmountMade: z.number() });
export type RevenueTotal = z.infer<typeof revenueTotal>;
export const revenueTotalResponse = envelope(revenueTotal);
export const revenuePoint = z.object({ day: z.string(), amount: z.number() });
export type RevenuePoint = z.infer<typeof revenuePoint>;
export const revenueSeriesResponse = envelope(z.array(revenuePoint));
export const seriesQuery = z.object({ days: z.coerce.number().int().min(1).max(366).default(30) });
