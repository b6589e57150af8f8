import useSWR from 'swr';
import type { CouponQuote } from '@academy/shared/coupons';
import { api } from '../../../lib/api-client.ts';

export interface QuotedCoupon {
  quote: CouponQuote;
  /** The server's word on it: "Coupon SAVE20 applied", and why the discount was lowered when it was (`capped`). */
  message: string;
}

/** `cart/coupon`: what the code does to the server cart as it is now (or to `plan`'s first period), priced as checkout will price it. */
export async function quoteCoupon(code: string, plan?: string): Promise<QuotedCoupon> {
  const res = await api<CouponQuote>('cart/coupon', { body: { code, ...(plan && { plan }) } });
  return { quote: res.data!, message: res.message };
}

/**
 * The quote of `code` (null: none) for these items, asked again whenever the cart changes, so the
 * discount shown is always the one checkout will take.
 */
export const useCouponQuote = (code: string | null, slugs: string[], plan?: string) =>
  useSWR<QuotedCoupon, Error>(code ? ['cart/coupon', code, plan ?? '', ...slugs] : null, () => quoteCoupon(code!, plan));
