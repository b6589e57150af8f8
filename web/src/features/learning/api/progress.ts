import useSWR from 'swr';
import type { ProgressEntry } from '@academy/shared/catalogue';
import type { VideoListName } from '@academy/shared/chapter-lists';
import { api } from '../../../lib/api-client.ts';
import { revalidateDetails } from '../../../lib/revalidate-details.ts';
import type { Chapter } from '../utils/video-lists.ts';

export const progressKey = (slug: string) => `progress?slug=${encodeURIComponent(slug)}`;

/** Null until the course is known to be owned (a non-buyer has no progress to read). */
export const useProgress = (slug: string | null) => useSWR<ProgressEntry[], Error>(slug ? progressKey(slug) : null);

/**
 * Sent with keepalive: leaving the page pauses the player, and that last position must still arrive.
 * `duration` (when the player knows it) lets the server complete the chapter at 90 %.
 */
export const saveProgress = (slug: string, entry: { list: VideoListName; position: number; seconds: number; duration?: number; completed?: boolean }) =>
  api('progress', { body: { slug, ...entry }, keepalive: true }).catch(() => undefined);

/** The learner's Mark complete, or its undo; answers the server's message. Your Courses' percent and certificate are read again. */
export async function markChapter(slug: string, chapter: Chapter, completed: boolean) {
  const { message } = await api('progress/complete', { body: { slug, ...chapter, completed } });
  revalidateDetails();
  return message;
}
