import useSWR from 'swr';

export const usePaymentProvider = () => useSWR<{ provider: string }>('payments/provider');
