import useSWR from 'swr';
import type { UserDetails } from '@academy/shared/user';
import { swrFetcher } from '../../../lib/api-client.ts';

/** `details` (docs/requirements.md#api-calls): the BFF replaces `email` with the session's, so nobody reads another's. */
export const userDetailsKey = (email: string) => `details?email=${encodeURIComponent(email)}`;

/** For a loader: the page's shell may carry them (lib/document-session.ts). */
export const getUserDetails = (email: string) => swrFetcher<UserDetails>(userDetailsKey(email));

export const useUserDetails = (email: string | undefined) => useSWR<UserDetails, Error>(email ? userDetailsKey(email) : null);
