import useSWR from 'swr';
import type { OrderSummary } from '@academy/shared/payments';

export const useOrders = () => useSWR<OrderSummary[], Error>('orders');
const OPEN = new Set(['pending', 'partially_paid']);
/** The orders, asked again every few seconds while `order` waits for its money (confirmations, or the rest of a short payment). */
export const useOrdersUntilSettled = (order: string | null) =>
  useSWR<OrderSummary[], Error>('orders', { refreshInterval: (orders) => (OPEN.has(orders?.find((o) => o.order_id === order)?.status ?? '') ? 3000 : 0) });
