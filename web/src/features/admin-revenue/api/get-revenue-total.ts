import useSWR from 'swr';

/** `admin/revenues/usd` (spec 7): everything ever paid, in USD. */
export const REVENUE_TOTAL_KEY = 'admin/revenues/usd';

export const useRevenueTotal = () => useSWR<{ totalAmountMade: number }, Error>(REVENUE_TOTAL_KEY);
