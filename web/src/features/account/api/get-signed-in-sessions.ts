import useSWR from 'swr';
import type { SignedInSession } from '@academy/shared/sessions';

/** `user/sessions`: where the customer is signed in, the current session first. */
export const signedInSessionsKey = 'user/sessions';

// Other devices change the list (a sign-in on the phone a moment ago), so opening the page always
// asks again: SWR's 2 s de-duplication would otherwise show the list read just before.
export const useSignedInSessions = () => useSWR<SignedInSession[], Error>(signedInSessionsKey, { dedupingInterval: 0 });
