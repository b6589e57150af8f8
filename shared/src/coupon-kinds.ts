// A coupon's kinds and their words, without zod (shared/src/coupons.ts holds the schemas): checkout reads these.
import { formatUsd } from './money.ts';

export const COUPON_KINDS = ['percent', 'fixed'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
/** What a coupon takes off, in words: "20% off", "$10.00 off". `amount` is a percent or USD. */
export const couponValueText = (kind: CouponKind, amount: number) => (kind === 'percent' ? `${amount}% off` : `${formatUsd(amount)} off`);
