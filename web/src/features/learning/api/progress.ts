import useSWR from 'swr';
import type { ProgressEntry, VideoListName } from '@academy/shared/catalogue';
import { api } from '../../../lib/api-client.ts';

/** Null until the course is known to be owned (a non-buyer has no progress to read). */
export const useProgress = (slug: string | null) => useSWR<ProgressEntry[], Error>(slug ? `progress?slug=${encodeURIComponent(slug)}` : null);

/** Sent with keepalive: leaving the page pauses the player, and that last position must still arrive. */
export const saveProgress = (slug: string, entry: { list: VideoListName; position: number; seconds: number; completed?: boolean }) =>
  api('progress', { body: { slug, ...entry }, keepalive: true }).catch(() => undefined);
