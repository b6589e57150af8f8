import useSWR, { mutate } from 'swr';
import type { SecurityState, TotpEnrolment } from '@academy/shared/second-factor';
import { api, resetClientState } from '../../../lib/api-client.ts';

/** Whose second factor: the customer's own (`user/security`), or a staff member's own (`admin/security`). */
export type SecurityArea = 'customer' | 'admin';
const baseOf = (area: SecurityArea) => (area === 'admin' ? 'admin/security' : 'user/security');

/** The account's second factor as its security section shows it. */
export const useSecurityState = (area: SecurityArea) => useSWR<SecurityState, Error>(baseOf(area));

/**
 * Finishes a sign-in with a code from the app, or a recovery code (`recovery`): the session may
 * then do anything, so every read is asked again. Answers how many recovery codes are left after one.
 */
export async function proveSecondFactor(area: SecurityArea, typed: { code: string } | { recovery_code: string }): Promise<number | null> {
  const recovery = 'recovery_code' in typed;
  const { data } = await api<{ recovery_codes_left: number }>(`${baseOf(area)}/${recovery ? 'recovery-code' : 'second-factor'}`, { body: typed });
  await resetClientState({ signedIn: true });
  return data?.recovery_codes_left ?? null;
}

/** A new secret to scan; pending until the app's first code confirms it. */
export async function startTotp(area: SecurityArea): Promise<TotpEnrolment> {
  return (await api<TotpEnrolment>(`${baseOf(area)}/totp/start`, { body: {} })).data!;
}

/** The app's first code turns it on (and proves this sign-in); answers the recovery codes, shown once. */
export async function confirmTotp(area: SecurityArea, code: string): Promise<string[]> {
  const { data } = await api<{ recovery_codes: string[] }>(`${baseOf(area)}/totp/confirm`, { body: { code } });
  await mutate(baseOf(area));
  return data!.recovery_codes;
}

export async function newRecoveryCodes(area: SecurityArea, password: string): Promise<string[]> {
  const { data } = await api<{ recovery_codes: string[] }>(`${baseOf(area)}/recovery-codes`, { body: { password } });
  await mutate(baseOf(area));
  return data!.recovery_codes;
}

export async function disableTotp(area: SecurityArea, password: string): Promise<string> {
  const { message } = await api(`${baseOf(area)}/totp/disable`, { body: { password } });
  await mutate(baseOf(area));
  return message;
}

/** The super-admin's requirement of a second factor for every admin. */
export async function setAdminsRequired(required: boolean): Promise<string> {
  const { message } = await api('admin/security/policy', { body: { admins_required: required } });
  await mutate(baseOf('admin'));
  return message;
}
