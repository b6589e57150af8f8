import useSWR, { mutate } from 'swr';
import type { BffLoginData } from '@academy/shared/auth';
import type { CreationOptions, PasskeyItem, RequestOptions } from '@academy/shared/passkeys';
import { api, resetClientState } from '../../../lib/api-client.ts';
import { createPasskey, answerWithPasskey } from './ceremony.ts';

/** Whose passkeys: a customer's own (`user/passkeys`), or a staff member's own (`admin/profile/passkeys`). */
export type PasskeyArea = 'customer' | 'admin';
const baseOf = (area: PasskeyArea) => (area === 'admin' ? 'admin/profile/passkeys' : 'user/passkeys');

/** The account's passkeys, oldest first. */
export const usePasskeys = (area: PasskeyArea) => useSWR<PasskeyItem[], Error>(baseOf(area));

/** Asks the server for a challenge, has the browser make the passkey, and sends it back to be kept under `name` (blank: the device's). */
export async function addPasskey(area: PasskeyArea, name: string): Promise<string> {
  const base = baseOf(area);
  const { data: options } = await api<CreationOptions>(`${base}/options`, { body: {} });
  const response = await createPasskey(options!);
  const { message } = await api<PasskeyItem>(base, { body: { name, response } });
  await mutate(base);
  return message;
}

export async function removePasskey(area: PasskeyArea, id: string): Promise<string> {
  const base = baseOf(area);
  const { message } = await api(`${base}/${encodeURIComponent(id)}/remove`, { body: {} });
  await mutate(base);
  return message;
}

/**
 * A customer's sign-in with a passkey: the challenge, the browser's prompt, then the answer to the
 * BFF, which seals the session into its cookie as at the password login. Its refusals are the
 * form's to tell, not a lost session's (no session rules).
 */
export async function signInWithPasskey(): Promise<BffLoginData> {
  const { data: options } = await api<RequestOptions>('auth/passkey/options', { body: {}, sessionRules: false });
  const response = await answerWithPasskey(options!);
  const { data } = await api<BffLoginData>('auth/passkey/login', { body: { response }, sessionRules: false });
  await resetClientState({ signedIn: true });
  return data!;
}

/** Staff after their password: one of their passkeys proves this login's second factor. */
export async function proveWithPasskey(): Promise<string> {
  const { data: options } = await api<RequestOptions>('admin/login/passkey/options', { body: {} });
  const response = await answerWithPasskey(options!);
  const { message } = await api('admin/login/passkey', { body: { response } });
  return message;
}
