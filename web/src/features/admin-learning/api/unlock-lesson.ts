import { api } from '../../../lib/api-client.ts';

/** Opens one of a learner's shut lessons early (logged); answers the server's message. */
export const unlockLesson = async (userId: string, slug: string, position: number) =>
  (await api(`admin/users/${userId}/learning/unlock`, { body: { slug, position } })).message;
