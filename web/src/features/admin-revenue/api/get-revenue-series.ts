import useSWR from 'swr';
import type { RevenuePoint } from '@academy/shared/revenue';

export const REVENUE_CHART_DAYS = 30;

/** `admin/revenues/series`: one point per UTC day, oldest first, days without sales as zeros. */
export const revenueSeriesKey = (days: number) => `admin/revenues/series?days=${days}`;

// Read again on every visit, as the records are (get-revenues.ts).
export const useRevenueSeries = (days = REVENUE_CHART_DAYS) => useSWR<RevenuePoint[], Error>(revenueSeriesKey(days), { dedupingInterval: 0 });
