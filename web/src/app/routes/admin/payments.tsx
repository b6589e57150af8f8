import { PaymentsScreen } from '../../../features/admin-payments/components/payments-screen.tsx';

export function Component() {
  return <PaymentsScreen />;
}
