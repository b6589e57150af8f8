import useSWR from 'swr';
import type { LessonQuestion } from '@academy/shared/questions';
import type { VideoListName } from '@academy/shared/chapter-lists';
import { api } from '../../../lib/api-client.ts';

type Place = { list: VideoListName; position: number };
const chapterKey = (slug: string, { list, position }: Place) => `courses/${encodeURIComponent(slug)}/questions?list=${list}&position=${position}`;

/** One chapter's questions, newest first; read afresh each time the chapter opens (classmates post meanwhile). */
export const useChapterQuestions = (slug: string, place: Place) =>
  useSWR<LessonQuestion[], Error>(chapterKey(slug, place), { dedupingInterval: 0, refreshInterval: 60_000 });

/** Asks on the chapter, at a second of its video or not; answers the server's message. */
export const askQuestion = async (slug: string, place: Place, body: string, atSecond: number | null) =>
  (await api(`courses/${encodeURIComponent(slug)}/questions`, { body: { ...place, body, at_second: atSecond } })).message;

/** Answers a classmate's question; answers the server's message. */
export const answerQuestion = async (id: string, body: string) => (await api(`questions/${encodeURIComponent(id)}/answers`, { body: { body } })).message;
