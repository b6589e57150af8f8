import type { RevenueRecord } from '@academy/shared/revenue';
import { usePaged } from '../../../lib/use-paged.ts';

/** `admin/revenues` (docs/requirements.md#api-calls): the revenue records, newest payment first, paged by the server. */
export const useRevenues = () => usePaged<RevenueRecord>('admin/revenues');
