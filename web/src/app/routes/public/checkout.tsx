import { useLoaderData } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useUserDetails } from '../../../features/account/api/get-user-details.ts';
import { VerifyEmailNotice } from '../../../features/auth/components/verify-email-notice.tsx';
import { useCart } from '../../../features/cart/cart-store.tsx';
import { useTelegramPrice } from '../../../features/catalogue/api/get-telegram-price.ts';
import { CheckoutPage } from '../../../features/checkout/components/checkout-page.tsx';

export function Component() {
  const customer = useLoaderData<{ name: string }>();
  const { data: details } = useUserDetails(customer.name);
  const cart = useCart();
  const { data: telegramPrice } = useTelegramPrice();
  if (!details) return <Spinner label="Loading checkout" />;
  const blocker = details.status === 'inactive' ? <VerifyEmailNotice email={details.email} /> : undefined;
  return <CheckoutPage details={details} items={cart.items} total={cart.cartTotal} telegramPrice={telegramPrice} onReturn={cart.reload} blocker={blocker} />;
}
