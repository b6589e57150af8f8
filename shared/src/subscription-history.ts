import { z } from 'zod';
import { envelope } from './envelope.ts';

/**
 * One period paid: a group order carrying a plan (paid, or refunded since). What the period ran from
 * and to is not kept with the payment, so only its length is told (docs/decisions/080-subscribers-and-extensions.md).
 */
export const periodPayment = z.object({
  order_id: z.uuid(),
  paid_at: z.iso.datetime({ offset: true }),
  /** The plan's length; null when the order names a plan that is not there. */
  months: z.number().int().nullable(),
  amount_usd: z.number(),
  provider: z.string(),
  status: z.enum(['paid', 'refunded']),
});
export type PeriodPayment = z.infer<typeof periodPayment>;

/** An admin's extension of the period, as its customer is shown it: by how much, and the end it moved. */
export const subscriptionExtension = z.object({
  id: z.uuid(),
  days: z.number().int(),
  old_period_end: z.iso.datetime({ offset: true }),
  new_period_end: z.iso.datetime({ offset: true }),
  created_at: z.iso.datetime({ offset: true }),
});
export type SubscriptionExtension = z.infer<typeof subscriptionExtension>;

/** A subscription's history, newest first: the periods paid and the extensions given. */
export const subscriptionHistory = z.object({ payments: z.array(periodPayment), extensions: z.array(subscriptionExtension) });
export type SubscriptionHistory = z.infer<typeof subscriptionHistory>;
/** `GET subscriptions/history`: the customer's own. */
export const subscriptionHistoryResponse = envelope(subscriptionHistory);
