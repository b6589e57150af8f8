import type { RefundRequest } from '@academy/shared/admin-orders';
import { api } from '../../../lib/api-client.ts';

/** `admin/orders/:id/refund`: records a refund and takes the items back at once. Answers the server's message. */
export const refundOrder = async (id: string, input: RefundRequest) => (await api(`admin/orders/${encodeURIComponent(id)}/refund`, { body: input })).message;
