import { DEFAULT_PRODUCT } from '@academy/shared/constants';

/**
 * `user/data-export`: the customer's data as a zip, an attachment the browser downloads itself through
 * a plain link (the BFF lets this GET through without x-csrf), so it streams to disk, not through api().
 */
export const DATA_EXPORT_URL = `/api/${DEFAULT_PRODUCT}/user/data-export`;
