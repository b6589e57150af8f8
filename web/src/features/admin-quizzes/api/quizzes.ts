import useSWR from 'swr';
import type { AdminQuizSet, QuizSetRequest } from '@academy/shared/quizzes';
import { api } from '../../../lib/api-client.ts';

/** A course's question sets with their right answers, in their order. */
export const useAdminQuizSets = (slug: string) => useSWR<AdminQuizSet[], Error>(`admin/courses/${encodeURIComponent(slug)}/quizzes`);

/** Adds a set to the course, or replaces one (`id`); answers the server's message. */
export async function saveQuizSet(slug: string, id: string | null, body: QuizSetRequest): Promise<string> {
  const path = id ? `admin/quizzes/${id}` : `admin/courses/${encodeURIComponent(slug)}/quizzes`;
  return (await api(path, { body })).message;
}

export const deleteQuizSet = async (id: string) => (await api(`admin/quizzes/${id}/delete`, { method: 'POST' })).message;
