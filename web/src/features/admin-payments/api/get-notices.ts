import type { NoticeLogEntry } from '@academy/shared/payment-log';
import { usePaged } from '../../../lib/use-paged.ts';

interface NoticeFilter {
  outcome?: string;
  signature?: string;
  source?: string;
  search?: string;
}

/** `admin/payments/notices`: every provider notice and reconciliation answer, newest first. Read afresh: notices keep arriving. */
export const useNotices = (filter: NoticeFilter) => usePaged<NoticeLogEntry>('admin/payments/notices', { filter: { ...filter }, fresh: true });
