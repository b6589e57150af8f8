import type { BffSession } from '@academy/shared/auth';
import { DOCUMENT_SESSION_ID } from '@academy/shared/document-session';
import { ROOT } from './page-document.ts';

/**
 * A client-rendered screen's shell with the session it was asked with after #root, as JSON the page's
 * scripts read (a data block, never run). `<` is escaped so that nothing in a name can close the element.
 */
export function withSession(shell: string, session: BffSession): string {
  const json = JSON.stringify(session).replaceAll('<', '\\u003c');
  return shell.replace(ROOT, `${ROOT}<script id="${DOCUMENT_SESSION_ID}" type="application/json">${json}</script>`);
}
