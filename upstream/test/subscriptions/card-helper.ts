import { eq } from 'drizzle-orm';
import { orders } from '../../src/payments/tables.ts';
import { registeredCustomer } from '../helper.ts';
import type { paystackUpstream } from '../payments/fake-paystack.ts';
import { initialize } from '../payments/pay-helper.ts';

type PaystackShop = Awaited<ReturnType<typeof paystackUpstream>>;

/** A new customer pays a month of the plan by card: Paystack subscribes the card (as `code`) on that payment and will say so. */
export async function subscribedByCard({ up, paystack }: PaystackShop, plan: { id: string }, name: string, code: string) {
  const c = await registeredCustomer(up, name);
  const init = await initialize(
    up,
    c.token,
    { amount: 20, currency: 'USD', metadata: JSON.stringify({ telegram: { id: 'signals', plan: plan.id } }) },
    'paystack',
  );
  if (init.statusCode !== 200) throw new Error(init.body);
  const orderId = init.json().data.order_id as string;
  const [order] = await up.app.database.db.select().from(orders).where(eq(orders.id, orderId));
  paystack.transactions.set(orderId, { status: 'success', amount: order!.chargeMinor!, currency: 'NGN' });
  paystack.subscriptions.set(code, {
    code,
    token: `tok_${code}`,
    plan: paystack.planOf.get(orderId)!,
    email: c.email,
    amount: order!.chargeMinor!,
    status: 'active',
  });
  return { ...c, orderId, chargeMinor: order!.chargeMinor!, code };
}

/** Paystack's word about a card subscription (subscription.create, subscription.disable...). */
export const subscriptionEvent = (event: string, code: string, extra: object = {}) => ({ event, data: { subscription_code: code, ...extra } });
