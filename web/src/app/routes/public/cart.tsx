import { PageHead } from '../../../components/seo/page-head.tsx';
import { paths } from '../../../config/paths.ts';
import { CartPage } from '../../../features/cart/components/cart-page.tsx';

export function Component() {
  return (
    <>
      <PageHead title="Your cart" description="The courses and robots in your cart, with the total in USD." path={paths.cart} noindex />
      <CartPage />
    </>
  );
}
