import useSWR from 'swr';
import type { OrderSummary } from '@academy/shared/payments';

export const useOrders = () => useSWR<OrderSummary[], Error>('orders');
/** The orders, asked again every few seconds while `order` waits for the network to confirm it. */
export const useOrdersUntilSettled = (order: string | null) =>
  useSWR<OrderSummary[], Error>('orders', { refreshInterval: (orders) => (orders?.find((o) => o.order_id === order)?.status === 'pending' ? 3000 : 0) });
