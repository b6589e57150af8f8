import type { AuditEntry } from '@academy/shared/audit';
import { DEFAULT_PRODUCT } from '@academy/shared/constants';
import { usePaged } from '../../../lib/use-paged.ts';

/** The Audit screen's filters, as the address holds them (`admin/audit`'s query less the page). */
export interface AuditSearch {
  actor?: string;
  action?: string;
  target_type?: string;
  target_id?: string;
  from?: string;
  to?: string;
}

/** `admin/audit`: the entries the filter finds, newest first; read afresh on each visit, as every admin write adds one. */
export const useAudit = (filter: AuditSearch) => usePaged<AuditEntry>('admin/audit', { filter: { ...filter }, fresh: true });

/**
 * `admin/audit.csv` for the same filter: an attachment the browser fetches itself through a plain
 * download link, as the revenue's CSV (the BFF lets this GET through without x-csrf).
 */
export function auditCsvUrl(filter: AuditSearch): string {
  const given = Object.entries(filter).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const query = new URLSearchParams(given).toString();
  return `/api/${DEFAULT_PRODUCT}/admin/audit.csv${query ? `?${query}` : ''}`;
}
