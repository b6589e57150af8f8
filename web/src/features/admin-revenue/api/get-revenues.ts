import type { RevenueRecord } from '@academy/shared/revenue';
import { usePaged } from '../../../lib/use-paged.ts';

/**
 * `admin/revenues` (docs/requirements.md#api-calls): the revenue records, newest payment first, paged by the server. Read
 * again on every visit: a payment or a refund is settled outside this screen (a webhook, a job), and an admin back here a
 * second after a refund was shown the list from before it.
 */
export const useRevenues = () => usePaged<RevenueRecord>('admin/revenues', { fresh: true });
