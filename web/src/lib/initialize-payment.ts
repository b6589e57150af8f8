import type { InitializePaymentData } from '@academy/shared/payments';
import { api } from './api-client.ts';

/** docs/requirements.md#api-calls: amount (USD, checked by the server), currency, email, description, metadata as JSON; a cart order may carry one coupon code. */
export async function initializePayment(provider: string, input: { amount: number; email?: string; metadata: object; coupon?: string }) {
  const res = await api<InitializePaymentData>(`payments/${provider}/initialize`, {
    body: {
      amount: input.amount,
      currency: 'USD',
      // The server pays as the signed-in customer's address whatever is sent; the rental's page does not know it.
      ...(input.email && { email: input.email, description: input.email }),
      metadata: JSON.stringify(input.metadata),
      ...(input.coupon && { coupon: input.coupon }),
    },
  });
  return res.data!;
}
