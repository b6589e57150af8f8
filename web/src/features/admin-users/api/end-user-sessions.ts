import { api } from '../../../lib/api-client.ts';

/** `admin/users/:id/sessions/end-all`: the customer is signed out on every device. */
export const endUserSessions = async (userId: string) => (await api(`admin/users/${encodeURIComponent(userId)}/sessions/end-all`, { body: {} })).message;
