import useSWR from 'swr';
import type { SandboxPaystackCharge, SandboxRedirect } from '@academy/shared/payments';
import { api } from '../../../lib/api-client.ts';

/** What the sandbox's Paystack page does: steps that stay on it, and exits back to the shop. */
export type SandboxPaystackStep = 'decline' | 'transfer';
export type SandboxPaystackExit = 'card' | 'transfer-arrives' | 'cancel';

const key = (reference: string) => `payments/sandbox/paystack/${encodeURIComponent(reference)}`;

/** The sandbox's Paystack charge: the naira amount and what has become of it. */
export const useSandboxPaystack = (reference: string) => useSWR<SandboxPaystackCharge, Error>(key(reference));
export const stepOnSandboxPaystack = async (reference: string, step: SandboxPaystackStep) =>
  (await api<SandboxPaystackCharge>(`${key(reference)}/${step}`, { body: {} })).data!;
export const leaveSandboxPaystack = async (reference: string, exit: SandboxPaystackExit) =>
  (await api<SandboxRedirect>(`${key(reference)}/${exit}`, { body: {} })).data!.redirect;
