import useSWR from 'swr';
import type { OrderSummary } from '@academy/shared/payments';

/** `orders`: the customer's orders, newest first. */
export const ORDERS_KEY = 'orders';
export const useOrders = () => useSWR<OrderSummary[], Error>(ORDERS_KEY);
const OPEN = new Set(['pending', 'partially_paid']);
/** The orders, asked again every few seconds while `order` waits for its money (confirmations, or the rest of a short payment). */
export const useOrdersUntilSettled = (order: string | null) =>
  useSWR<OrderSummary[], Error>(ORDERS_KEY, { refreshInterval: (orders) => (OPEN.has(orders?.find((o) => o.order_id === order)?.status ?? '') ? 3000 : 0) });
