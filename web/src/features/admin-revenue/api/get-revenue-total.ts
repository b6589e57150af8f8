import useSWR from 'swr';
import type { RevenueTotal } from '@academy/shared/revenue';

/** `admin/revenues/usd` (docs/requirements.md#api-calls): everything ever paid, in USD. */
export const REVENUE_TOTAL_KEY = 'admin/revenues/usd';

// Read again on every visit, as the records are (get-revenues.ts).
export const useRevenueTotal = () => useSWR<RevenueTotal, Error>(REVENUE_TOTAL_KEY, { dedupingInterval: 0 });
