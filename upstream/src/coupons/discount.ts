import { ApiError } from '@academy/shared/api-error';
import { MIN_ORDER_USD_CENTS } from '@academy/shared/coupons';
import { formatUsd } from '@academy/shared/money';
import type { coupons } from './tables.ts';

/** A line as the coupon sees it: what it is, its category and its list price. A plan's first period is one too: only a whole-shop coupon names it. */
export interface PricedLine {
  type: 'course' | 'robot' | 'plan';
  id: string;
  category: string;
  usdCents: number;
}

type Coupon = Pick<typeof coupons.$inferSelect, 'code' | 'kind' | 'amount' | 'items' | 'categories'>;

/** A coupon with no items and no categories is for the whole shop; otherwise for what it names. */
const eligible = (coupon: Coupon, line: PricedLine) =>
  (!coupon.items.length && !coupon.categories.length) ||
  coupon.items.some((i) => i.type === line.type && i.id === line.id) ||
  coupon.categories.includes(line.category);

/**
 * Each line's share of the coupon's discount, in cents, and whether it was capped. Percent is of the
 * eligible lines' prices; fixed is at most their sum. The order may not come to less than
 * MIN_ORDER_USD_CENTS: the discount is lowered to keep it there (`capped`), and a coupon that cannot
 * lower the order at all is refused. The discount is spread over the eligible lines by price, in
 * whole cents: each takes its share rounded down, and the cents left over go one each to the last
 * eligible lines, so the shares add up exactly and none exceeds its line's price.
 */
export function discountOf(coupon: Coupon, lines: PricedLine[]): { shares: number[]; capped: boolean } {
  const mask = lines.map((l) => eligible(coupon, l));
  const base = lines.reduce((t, l, i) => (mask[i] ? t + l.usdCents : t), 0);
  if (!base) throw new ApiError(422, `The coupon ${coupon.code} does not apply to anything in your cart`);
  const subtotal = lines.reduce((t, l) => t + l.usdCents, 0);
  const wanted = coupon.kind === 'percent' ? Math.round((base * coupon.amount) / 100) : Math.min(coupon.amount, base);
  const discount = Math.min(wanted, subtotal - MIN_ORDER_USD_CENTS);
  if (discount <= 0)
    throw new ApiError(422, `The coupon ${coupon.code} cannot lower this order: an order cannot come to less than ${formatUsd(MIN_ORDER_USD_CENTS / 100)}`);

  const shares = lines.map((l, i) => (mask[i] ? Math.floor((discount * l.usdCents) / base) : 0));
  let left = discount - shares.reduce((t, s) => t + s, 0);
  for (let i = lines.length - 1; left > 0; i--) {
    if (!mask[i]) continue;
    shares[i]! += 1;
    left--;
  }
  return { shares, capped: discount < wanted };
}
