import { OrdersScreen } from '../../../features/admin-orders/components/orders-screen.tsx';

export function Component() {
  return <OrdersScreen />;
}
