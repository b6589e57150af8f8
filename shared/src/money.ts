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
