import useSWR from 'swr';
import type { OrderSummary, SandboxInvoice } from '@academy/shared/payments';
import { api } from '../../../lib/api-client.ts';

export const usePaymentProvider = () => useSWR<{ provider: string }>('payments/provider');
export const useOrders = () => useSWR<OrderSummary[]>('orders');
export const useSandboxInvoice = (id: string) => useSWR<SandboxInvoice>(`payments/sandbox/invoice/${encodeURIComponent(id)}`);

/** Spec 7: amount (USD, checked by the server), currency, email, description, metadata as JSON. */
export async function initializePayment(provider: string, input: { amount: number; email: string; metadata: object }) {
  const res = await api<{ invoice_url: string; order_id: string }>(`payments/${provider}/initialize`, {
    body: { amount: input.amount, currency: 'USD', email: input.email, description: input.email, metadata: JSON.stringify(input.metadata) },
  });
  return res.data!;
}

export const telegramInvite = async () => (await api<{ invite_link: string }>('telegram/invite')).data!.invite_link;

export const actOnSandboxInvoice = async (id: string, action: 'pay' | 'cancel') =>
  (await api<{ redirect: string }>(`payments/sandbox/invoice/${encodeURIComponent(id)}/${action}`, { body: {} })).data!.redirect;
