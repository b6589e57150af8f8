import type { PaymentNotice } from '@academy/shared/payments';

/**
 * What a payment brought in, in USD cents, from the notice's own amounts; null when it says nothing
 * of them. `price_amount` is only the invoice's price sent back, so it never counts as money
 * received: `actually_paid_at_fiat` when the provider valued it, otherwise the share of the asked
 * crypto amount that arrived (`actually_paid / pay_amount`) of the price.
 */
export function receivedUsdCents(notice: PaymentNotice): number | null {
  if (notice.price_currency.toLowerCase() !== 'usd') return null;
  const atFiat = notice.actually_paid_at_fiat ?? 0;
  if (atFiat > 0) return Math.round(atFiat * 100);
  const asked = notice.pay_amount ?? 0;
  const arrived = notice.actually_paid ?? Number.NaN;
  if (asked > 0 && Number.isFinite(arrived)) return Math.round(notice.price_amount * (arrived / asked) * 100);
  return null;
}

/** Whether what arrived covers the price, less the tolerance for network fees (a percentage). */
export const covers = (receivedCents: number | null, priceCents: number, tolerancePercent: number) =>
  receivedCents !== null && receivedCents >= Math.ceil(priceCents * (1 - tolerancePercent / 100));

/**
 * Whether a naira charge (Paystack) arrived whole: counted in kobo against the amount fixed on the
 * order, with no tolerance and no rounding through dollars. Another currency brings nothing.
 */
export const coversCharge = (notice: PaymentNotice, chargeMinor: number) =>
  notice.pay_currency?.toLowerCase() === 'ngn' && Math.round((notice.actually_paid ?? 0) * 100) >= chargeMinor;
