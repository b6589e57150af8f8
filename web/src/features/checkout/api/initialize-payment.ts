import type { InitializePaymentData } from '@academy/shared/payments';
import { api } from '../../../lib/api-client.ts';

/** Spec 7: amount (USD, checked by the server), currency, email, description, metadata as JSON. */
export async function initializePayment(provider: string, input: { amount: number; email: string; metadata: object }) {
  const res = await api<InitializePaymentData>(`payments/${provider}/initialize`, {
    body: { amount: input.amount, currency: 'USD', email: input.email, description: input.email, metadata: JSON.stringify(input.metadata) },
  });
  return res.data!;
}
