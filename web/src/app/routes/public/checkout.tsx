import { useLoaderData, useLocation } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useUserDetails } from '../../../features/account/api/get-user-details.ts';
import { VerifyEmailNotice } from '../../../features/auth/components/verify-email-notice.tsx';
import { useCart } from '../../../features/cart/cart-store.tsx';
import { useTelegramPrice } from '../../../features/catalogue/api/get-telegram-price.ts';
import { CheckoutPage } from '../../../features/checkout/components/checkout-page.tsx';
import { useGroupPlans } from '../../../features/subscriptions/api/subscription.ts';

export function Component() {
  const customer = useLoaderData<{ name: string }>();
  const { data: details } = useUserDetails(customer.name);
  const cart = useCart();
  const { data: groupPrice } = useTelegramPrice();
  const { data: plans } = useGroupPlans();
  // A period of a plan (the signals page's Subscribe, the dashboard's Pay now): its price is the group's.
  const planId = new URLSearchParams(useLocation().search).get('plan');
  const plan = planId ? plans?.find((p) => p.id === planId) : undefined;
  const telegramPrice = planId ? plan && groupPrice && { usd: plan.usd, price: plan.price, available: groupPrice.available } : groupPrice;
  if (!details || (planId && !plans)) return <Spinner label="Loading checkout" />;
  const blocker = details.status === 'inactive' ? <VerifyEmailNotice email={details.email} /> : undefined;
  return (
    <CheckoutPage
      details={details}
      items={cart.items}
      total={cart.cartTotal}
      telegramPrice={telegramPrice}
      plan={plan}
      onReturn={cart.reload}
      blocker={blocker}
    />
  );
}
