import useSWR from 'swr';
import type { UserDetails } from '@academy/shared/user';
import { api } from '../../../lib/api-client.ts';

/** `details` (docs/requirements.md#api-calls): the BFF replaces `email` with the session's, so nobody reads another's. */
export const userDetailsKey = (email: string) => `details?email=${encodeURIComponent(email)}`;

export async function getUserDetails(email: string): Promise<UserDetails> {
  return (await api<UserDetails>('details', { query: { email } })).data!;
}

export const useUserDetails = (email: string | undefined) => useSWR<UserDetails, Error>(email ? userDetailsKey(email) : null);
