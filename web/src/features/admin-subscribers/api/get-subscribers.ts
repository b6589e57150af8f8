import useSWR from 'swr';
import type { AdminSubscriber, AdminSubscriberDetail } from '@academy/shared/admin-subscriptions';
import { usePaged } from '../../../lib/use-paged.ts';

export interface SubscriberSearch {
  status?: string;
  email?: string;
}

// Read afresh on each visit: periods are paid, renewed and lapse meanwhile.

/** `admin/subscriptions`: the subscribers the filter picks, newest first. */
export const useSubscribers = (filter: SubscriberSearch) =>
  usePaged<AdminSubscriber>('admin/subscriptions', { filter: { status: filter.status, email: filter.email }, fresh: true });

/** `admin/subscriptions/:id`: one subscriber, their periods paid and the log of extensions. */
export const useSubscriber = (id: string) => useSWR<AdminSubscriberDetail, Error>(`admin/subscriptions/${encodeURIComponent(id)}`, { dedupingInterval: 0 });
