import useSWR from 'swr';
import type { SandboxInvoice, SandboxRedirect } from '@academy/shared/payments';
import { api } from '../../../lib/api-client.ts';

export type SandboxAction = 'pay' | 'pay-part' | 'expire' | 'cancel';

/** The built-in sandbox provider's invoice page: what is due, then what the payment does. */
export const useSandboxInvoice = (id: string) => useSWR<SandboxInvoice, Error>(`payments/sandbox/invoice/${encodeURIComponent(id)}`);
export const actOnSandboxInvoice = async (id: string, action: SandboxAction) =>
  (await api<SandboxRedirect>(`payments/sandbox/invoice/${encodeURIComponent(id)}/${action}`, { body: {} })).data!.redirect;
