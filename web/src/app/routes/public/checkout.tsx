import { ComingSoon } from '../../../components/coming-soon.tsx';

/** Checkout opens with the payments issue; the route and its login guard are already in place. */
export function Component() {
  return <ComingSoon title="Checkout" text="Crypto checkout opens very soon. Your cart is saved to your account until then." />;
}
