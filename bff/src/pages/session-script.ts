import type { BffSession } from '@academy/shared/auth';
import { DOCUMENT_READS_ID, DOCUMENT_SESSION_ID } from '@academy/shared/document-session';
import { ROOT } from './page-document.ts';

// A data block, never run. `<` is escaped so that nothing in a name or an answer can close the element.
const dataBlock = (id: string, value: unknown) => `<script id="${id}" type="application/json">${JSON.stringify(value).replaceAll('<', '\\u003c')}</script>`;

/**
 * A client-rendered screen's shell with, after #root, the session it was asked with and the answers to the screen's
 * first API reads (by key, as the SPA names them), as JSON the page's scripts read (web/src/lib/document-session.ts).
 */
export function withSession(shell: string, session: BffSession, reads: Record<string, unknown> = {}): string {
  const carried = Object.keys(reads).length ? dataBlock(DOCUMENT_READS_ID, reads) : '';
  return shell.replace(ROOT, `${ROOT}${dataBlock(DOCUMENT_SESSION_ID, session)}${carried}`);
}
