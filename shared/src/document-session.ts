/**
 * The element in which a signed-in screen's shell says who is signed in (bff/src/pages/session-script.ts
 * writes it, web/src/lib/document-session.ts reads it), so the screen's first reads of the session need
 * no trip of their own. JSON (a BffSession, shared/src/auth.ts), never a token.
 */
export const DOCUMENT_SESSION_ID = 'bff-session';

/**
 * The element in which it carries the screen's first API reads the BFF made for it (bff/src/pages/session-script.ts),
 * which web/src/lib/document-session.ts hands to the screen's first fetch of each: JSON, an object of the answers' data by
 * key (the API path under /api/<product>/ with its query, as useSWR names it).
 */
export const DOCUMENT_READS_ID = 'bff-reads';
