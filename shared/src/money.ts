import { DEFAULT_COUNTRY } from './constants.ts';

export type Currency = 'NGN' | 'USD';

/** NGN when the stored country is Nigeria, otherwise USD; payment is always in USD (docs/requirements.md#constants-and-limits). */
export const currencyFor = (country: string | null | undefined): Currency => ((country ?? DEFAULT_COUNTRY) === 'Nigeria' ? 'NGN' : 'USD');

const formatters = {
  NGN: new Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN', maximumFractionDigits: 0 }),
  USD: new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }),
};

/** A price with thousands grouping: `usd` is authoritative, `ngn` the display price the upstream computed. */
export function formatPrice(price: { usd: number; ngn: number }, currency: Currency): string {
  return formatters[currency].format(currency === 'NGN' ? price.ngn : price.usd);
}

export const formatUsd = (usd: number) => formatters.USD.format(usd);
export const formatNgn = (ngn: number) => formatters.NGN.format(ngn);

/** How a USD price becomes naira: the admin's rate, and what the result is rounded up to. */
export interface Pricing {
  rate: number;
  roundTo: number;
}

/**
 * USD is authoritative; the NGN price is usd x rate to the naira, then rounded up to the admin's
 * step (a shop never takes less than its USD price at its rate). The checkout charges exactly this.
 */
export function pricesOf(usdCents: number, { rate, roundTo }: Pricing) {
  const naira = Math.round((usdCents / 100) * rate);
  return { usd: usdCents / 100, price: roundTo > 1 ? Math.ceil(naira / roundTo) * roundTo : naira };
}
