import useSWR from 'swr';
import type { SandboxInvoice, SandboxRedirect } from '@academy/shared/payments';
import { api } from '../../../lib/api-client.ts';

/** The built-in sandbox provider's invoice page: what is due, then Pay or Cancel. */
export const useSandboxInvoice = (id: string) => useSWR<SandboxInvoice, Error>(`payments/sandbox/invoice/${encodeURIComponent(id)}`);
export const actOnSandboxInvoice = async (id: string, action: 'pay' | 'cancel') =>
  (await api<SandboxRedirect>(`payments/sandbox/invoice/${encodeURIComponent(id)}/${action}`, { body: {} })).data!.redirect;
