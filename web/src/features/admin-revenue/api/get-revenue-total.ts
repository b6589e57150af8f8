import useSWR from 'swr';
import type { RevenueTotal } from '@academy/shared/revenue';

/** `admin/revenues/usd` (docs/requirements.md#api-calls): everything ever paid, in USD. */
export const REVENUE_TOTAL_KEY = 'admin/revenues/usd';

export const useRevenueTotal = () => useSWR<RevenueTotal, Error>(REVENUE_TOTAL_KEY);
