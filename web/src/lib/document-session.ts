import type { BffSession } from '@academy/shared/auth';
import { DOCUMENT_SESSION_ID } from '@academy/shared/document-session';

// As long as the BFF believes the upstream's word that a session is alive (CONFIRMED_FOR_MS in
// bff/src/proxy/session-check.ts): asked within it, GET /bff/session would answer the same.
const KEPT_MS = 5_000;

// Undefined until first asked: the element is read then, and removed.
let carried: BffSession | null | undefined;
let takenAt: number | null = null;

function fromDocument(): BffSession | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(DOCUMENT_SESSION_ID);
  element?.remove();
  return element?.textContent ? (JSON.parse(element.textContent) as BffSession) : null;
}

/**
 * The session the page's shell came with (a signed-in screen's: bff/src/plugins/app/pages.ts), for the
 * reads of the session the first screen makes as it opens (its guard, its loader, the header), instead
 * of a trip each. An ended session is told once, as GET /bff/session tells it once (its answer clears
 * the cookie); a live one answers for five seconds at most, and not past the next navigation (main.tsx)
 * or a sign-in or sign-out: then each read asks the BFF.
 */
export function documentSession(now = performance.now()): BffSession | null {
  if (carried === undefined) carried = fromDocument();
  const session = carried;
  if (!session) return null;
  takenAt ??= now;
  if (session.ended) carried = null;
  else if (now - takenAt > KEPT_MS) return (carried = null);
  return session;
}

/** Forgets it: the first screen is left, or a sign-in or a sign-out changed who is signed in. */
export const dropDocumentSession = () => {
  carried = null;
};
