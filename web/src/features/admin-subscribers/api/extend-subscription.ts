import type { ExtendRequest } from '@academy/shared/admin-subscriptions';
import { api } from '../../../lib/api-client.ts';

/** `admin/subscriptions/:id/extend`: whole days more, logged with the admin. Answers the server's message. */
export const extendSubscription = async (id: string, input: ExtendRequest) =>
  (await api(`admin/subscriptions/${encodeURIComponent(id)}/extend`, { body: input })).message;
