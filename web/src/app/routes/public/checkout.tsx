import { useLoaderData } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useUserDetails } from '../../../features/account/api/get-user-details.ts';
import { useCart } from '../../../features/cart/cart-store.tsx';
import { useTelegramPrice } from '../../../features/catalogue/api/catalogue.ts';
import { CheckoutPage } from '../../../features/checkout/components/checkout-page.tsx';

export function Component() {
  const customer = useLoaderData() as { name: string };
  const { data: details } = useUserDetails(customer.name);
  const cart = useCart();
  const { data: telegramPrice } = useTelegramPrice();
  if (!details) return <Spinner label="Loading checkout" />;
  return <CheckoutPage details={details} items={cart.items} total={cart.cartTotal} telegramPrice={telegramPrice} onReturn={cart.reload} />;
}
