import useSWR from 'swr';
import type { BffSession } from '@academy/shared/auth';

export const SESSION_KEY = '/bff/session';

/** Who is signed in, from the BFF (never a token). Loaders call it on each guarded navigation. */
export async function fetchSession(): Promise<BffSession> {
  try {
    const res = await fetch(SESSION_KEY, { credentials: 'same-origin', headers: { accept: 'application/json' } });
    const body = (await res.json()) as { data?: BffSession };
    return body.data ?? { customer: null, admin: null };
  } catch {
    return { customer: null, admin: null };
  }
}

export function useSession() {
  const { data, mutate } = useSWR(SESSION_KEY, fetchSession);
  return { session: data ?? { customer: null, admin: null }, loaded: data !== undefined, refresh: mutate };
}
