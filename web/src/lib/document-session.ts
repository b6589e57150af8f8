import type { BffSession } from '@academy/shared/auth';
import { DOCUMENT_READS_ID, DOCUMENT_SESSION_ID } from '@academy/shared/document-session';

// As long as the BFF believes the upstream's word that a session is alive (CONFIRMED_FOR_MS in
// bff/src/proxy/session-check.ts): asked within it, GET /bff/session would answer the same.
const KEPT_MS = 5_000;

// Undefined until first asked: the element is read then, and removed.
let carried: BffSession | null | undefined;
let takenAt: number | null = null;
let reads: Map<string, unknown> | undefined;

function fromDocument(id: string): unknown {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  element?.remove();
  return element?.textContent ? JSON.parse(element.textContent) : null;
}

/**
 * The session the page's shell came with (a signed-in screen's: bff/src/plugins/app/pages.ts), for the
 * reads of the session the first screen makes as it opens (its guard, its loader, the header), instead
 * of a trip each. An ended session is told once, as GET /bff/session tells it once (its answer clears
 * the cookie); a live one answers for five seconds at most, and not past the next navigation (main.tsx)
 * or a sign-in or sign-out: then each read asks the BFF.
 */
export function documentSession(now = performance.now()): BffSession | null {
  if (carried === undefined) carried = fromDocument(DOCUMENT_SESSION_ID) as BffSession | null;
  const session = carried;
  if (!session) return null;
  takenAt ??= now;
  if (session.ended) carried = null;
  else if (now - takenAt > KEPT_MS) return (carried = null);
  return session;
}

/** Whether the shell carried an answer to the API read `key` not yet taken (the first screen's reads, asked by the BFF as it sent the page). */
export function documentCarries(key: string): boolean {
  reads ??= new Map(Object.entries((fromDocument(DOCUMENT_READS_ID) as Record<string, unknown> | null) ?? {}));
  return reads.has(key);
}

/**
 * That answer, taken once; undefined when there is none. A write, the next screen, a sign-in or a sign-out forgets
 * them (api-client.ts's dropEarlyReads).
 */
export function documentRead(key: string): { data: unknown } | undefined {
  if (!documentCarries(key)) return undefined;
  const data = reads!.get(key);
  reads!.delete(key);
  return { data };
}

export const dropDocumentReads = () => {
  reads = new Map();
};

/** Forgets it and its reads: the first screen is left, or a sign-in or a sign-out changed who is signed in. */
export const dropDocumentSession = () => {
  carried = null;
  dropDocumentReads();
};
