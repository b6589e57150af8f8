import { CouponsScreen } from '../../../features/admin-coupons/components/coupons-screen.tsx';

export function Component() {
  return <CouponsScreen />;
}
