import { z } from 'zod';
import { envelope } from './envelope.ts';

/** The most months the figures go back: three years. */
export const MAX_METRIC_MONTHS = 36;
const monthsRule = `months is a whole number from 1 to ${MAX_METRIC_MONTHS}`;

/** `GET admin/subscriptions/metrics`: how many calendar months (UTC) back, the current one included. */
export const subscriptionMetricsQuery = z.object({
  months: z.coerce
    .number({ message: monthsRule })
    .int({ message: monthsRule })
    .min(1, { message: monthsRule })
    .max(MAX_METRIC_MONTHS, { message: monthsRule })
    .default(12),
});
export type SubscriptionMetricsQuery = z.infer<typeof subscriptionMetricsQuery>;

/**
 * One calendar month (UTC) of the signals group's subscriptions (docs/decisions/082-subscription-metrics.md). The current month
 * is counted up to now: its "end" is now. Active at the month's end = active at its start, plus new and
 * returning, less churned.
 */
export const subscriptionMonth = z.object({
  /** 'YYYY-MM'. */
  month: z.string().regex(/^\d{4}-\d{2}$/),
  /** Each paid period's amount spread evenly over its plan's months, in USD. */
  mrr_usd: z.number(),
  /** Subscribers with access (a paid period, its grace days, or a trial) as the month began. */
  active_at_start: z.number().int(),
  /** ... and as it ended (or now, for the current month). */
  active: z.number().int(),
  /** Subscribers whose first access (a trial or a first payment) began in the month. */
  new: z.number().int(),
  /** Subscribers back in the month after their access had ended before. */
  returning: z.number().int(),
  /** Subscribers whose access ended in the month and who were not back by its end. */
  churned: z.number().int(),
  /** Churned over active at the month's start (0.25: a quarter); null when none were active then. */
  churn_rate: z.number().nullable(),
  /** Free trials started in the month, and how many of them were followed by a paid period (so far). */
  trials_started: z.number().int(),
  trials_converted: z.number().int(),
});
export type SubscriptionMonth = z.infer<typeof subscriptionMonth>;

/** Oldest month first, the current one last. */
export const subscriptionMetricsResponse = envelope(z.array(subscriptionMonth));
