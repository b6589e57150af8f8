import { api } from '../../../lib/api-client.ts';

/** `admin/coupons/:id/update` with `active`: a deactivated code is refused at checkout until activated again. Answers the server's message. */
export const setCouponActive = async (id: string, active: boolean) =>
  (await api(`admin/coupons/${encodeURIComponent(id)}/update`, { body: { active } })).message;
