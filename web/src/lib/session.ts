import useSWR from 'swr';
import type { BffSession } from '@academy/shared/auth';
import { WIRE } from '@academy/shared/constants';
import { applySessionRules } from './api-client.ts';
import { documentSession } from './document-session.ts';

export const SESSION_KEY = '/bff/session';

const SIGNED_OUT: BffSession = { customer: null, admin: null, ended: null };

/** The answer of a sign-in that still owes its second step (a code, or setting up the app). */
export const secondStepOwed = (message: string) => message === WIRE.secondFactorRequired || message === WIRE.secondFactorEnrolment;

/**
 * Who is signed in, from the BFF (never a token): as the page's shell said it while the screen opens
 * (document-session.ts), else asked. Loaders call it on each guarded navigation. A
 * session the server ended since gets its answer first (Session Expired, the banned alert:
 * docs/requirements.md#session-rules), whose login leads back to `next` (a loader's page), or here.
 */
export async function fetchSession(next?: string): Promise<BffSession> {
  let session: BffSession;
  try {
    session =
      documentSession() ??
      ((await (await fetch(SESSION_KEY, { credentials: 'same-origin', headers: { accept: 'application/json' } })).json()) as { data?: BffSession }).data ??
      SIGNED_OUT;
  } catch {
    return SIGNED_OUT;
  }
  // A sign-in short of its second step is no session, but nothing ended: the guarded pages send it to that step (app/routes/guards.ts).
  if (session.ended && !secondStepOwed(session.ended.message)) await applySessionRules(session.ended.admin, session.ended, next);
  return session;
}

export function useSession() {
  const { data, mutate } = useSWR(SESSION_KEY, () => fetchSession());
  return { session: data ?? SIGNED_OUT, loaded: data !== undefined, refresh: mutate };
}
