import type { AdminCoupon } from '@academy/shared/coupons';
import { usePaged } from '../../../lib/use-paged.ts';

/** `admin/coupons`: every coupon, newest first, with its uses. Read afresh on each visit: customers use them meanwhile. */
export const useCoupons = () => usePaged<AdminCoupon>('admin/coupons', { fresh: true });
