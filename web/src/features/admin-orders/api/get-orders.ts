import type { AdminOrder } from '@academy/shared/admin-orders';
import { usePaged } from '../../../lib/use-paged.ts';

export interface OrderFilter {
  status?: string;
  email?: string;
  /** 'true': only the orders paid short or over. */
  attention?: string;
}

/** `admin/orders`: the orders the filter picks, newest first. Read afresh on each visit: payments arrive meanwhile. */
export const useAdminOrders = (filter: OrderFilter) =>
  usePaged<AdminOrder>('admin/orders', { filter: { status: filter.status, email: filter.email, attention: filter.attention }, fresh: true });
