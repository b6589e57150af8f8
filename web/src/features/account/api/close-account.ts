import type { CloseAccountRequest } from '@academy/shared/account-closing';
import { api } from '../../../lib/api-client.ts';
import { logout } from '../../../lib/logout.ts';

/**
 * `user/close`: the account is closed for good; then the BFF's cookie goes, as at Logout (the session
 * is already gone upstream), and every cached read is forgotten. Answers the upstream's word.
 */
export async function closeAccount(input: CloseAccountRequest): Promise<string> {
  const { message } = await api('user/close', { body: input });
  await logout('customer').catch(() => undefined);
  return message;
}
