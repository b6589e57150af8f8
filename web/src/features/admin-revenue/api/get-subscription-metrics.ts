import useSWR from 'swr';
import type { SubscriptionMonth } from '@academy/shared/subscription-metrics';

export const SUBSCRIPTION_METRIC_MONTHS = 12;

/** `admin/subscriptions/metrics`: the signals group's figures per UTC calendar month, oldest first, the current one (so far) last. */
export const useSubscriptionMetrics = (months = SUBSCRIPTION_METRIC_MONTHS) =>
  useSWR<SubscriptionMonth[], Error>(`admin/subscriptions/metrics?months=${months}`);
