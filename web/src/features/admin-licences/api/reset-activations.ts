import { api } from '../../../lib/api-client.ts';

/** `admin/licences/:id/reset`: every trading account loses its slot. Answers the server's message. */
export const resetActivations = async (id: string) => (await api(`admin/licences/${encodeURIComponent(id)}/reset`, { body: {} })).message;
