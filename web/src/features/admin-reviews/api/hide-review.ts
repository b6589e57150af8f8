import { api } from '../../../lib/api-client.ts';

/** `admin/reviews/:id/hide` or `/show`: the review leaves the public pages, or comes back. Answers the server's message. */
export const setReviewHidden = async (id: string, hidden: boolean) =>
  (await api(`admin/reviews/${encodeURIComponent(id)}/${hidden ? 'hide' : 'show'}`, { body: {} })).message;
