import type { AdminQuestion } from '@academy/shared/questions';
import { api } from '../../../lib/api-client.ts';
import { usePaged } from '../../../lib/use-paged.ts';

/** The queue (the unanswered, who waited longest first) or every question; read afresh on each visit: learners ask meanwhile. */
export const useAdminQuestions = (state: 'unanswered' | 'all') => usePaged<AdminQuestion>('admin/questions', { filter: { state }, fresh: true });

/** The staff's answer: its asker is mailed. Answers the server's message. */
export const staffAnswer = async (id: string, body: string) => (await api(`admin/questions/${encodeURIComponent(id)}/answers`, { body: { body } })).message;

/** Hides a question (with its answers) or one answer from learners. Answers the server's message. */
export const hidePost = async (kind: 'questions' | 'answers', id: string) => (await api(`admin/${kind}/${encodeURIComponent(id)}/hide`, { body: {} })).message;
