import useSWR from 'swr';

export const usePaymentProvider = () => useSWR<{ provider: string }, Error>('payments/provider');
