import { OrderHistory } from '../../../features/checkout/components/order-history.tsx';

export function Component() {
  return <OrderHistory />;
}
