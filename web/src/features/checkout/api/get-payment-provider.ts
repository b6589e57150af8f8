import useSWR from 'swr';
import type { PaymentProvider } from '@academy/shared/payments';

export const usePaymentProvider = () => useSWR<PaymentProvider, Error>('payments/provider');
