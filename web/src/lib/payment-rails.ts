import useSWR from 'swr';
import type { PaymentProvider } from '@academy/shared/payments';
import { useCountry } from './country.tsx';

/** `payments/provider`: the providers the shop takes payments with. */
export const PAYMENT_PROVIDER_KEY = 'payments/provider';

/**
 * The ways to pay, as buttons: crypto, and card in naira when Paystack is on (a Nigerian visitor's
 * naira first). `naira` is the card provider, for the line saying what a card pays.
 */
export function usePaymentRails() {
  const { data: provider } = useSWR<PaymentProvider, Error>(PAYMENT_PROVIDER_KEY);
  const naira = provider?.providers.find((p) => p.currency === 'NGN');
  const { currency } = useCountry();
  const crypto = provider && { name: provider.provider, label: naira ? 'Pay with Crypto (USD)' : 'Pay with Crypto' };
  const card = naira && { name: naira.name, label: 'Pay with card, bank transfer or USSD (₦)' };
  const rails = (currency === 'NGN' ? [card, crypto] : [crypto, card]).filter((rail) => rail !== undefined);
  return { rails, naira };
}
