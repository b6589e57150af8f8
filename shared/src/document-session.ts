/**
 * The element in which a signed-in screen's shell says who is signed in (bff/src/pages/session-script.ts
 * writes it, web/src/lib/document-session.ts reads it), so the screen's first reads of the session need
 * no trip of their own. JSON (a BffSession, shared/src/auth.ts), never a token.
 */
export const DOCUMENT_SESSION_ID = 'bff-session';
