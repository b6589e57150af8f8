import { CartPage } from '../../../features/cart/components/cart-page.tsx';

export function Component() {
  return <CartPage />;
}
