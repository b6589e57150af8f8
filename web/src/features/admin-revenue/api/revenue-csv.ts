import { DEFAULT_PRODUCT } from '@academy/shared/constants';

/**
 * `admin/revenues/csv`: an attachment the browser fetches itself through a plain download link,
 * so it streams to disk instead of through api(); the BFF lets this one GET through without x-csrf.
 */
export const REVENUE_CSV_URL = `/api/${DEFAULT_PRODUCT}/admin/revenues/csv`;
