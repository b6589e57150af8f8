import useSWR from 'swr';
import type { AdminLiveSession, LiveSessionRequest } from '@academy/shared/live-sessions';
import { api } from '../../../lib/api-client.ts';

/** A course's live sessions, soonest first, with how many joined. */
export const useAdminLiveSessions = (slug: string) => useSWR<AdminLiveSession[], Error>(`admin/courses/${encodeURIComponent(slug)}/live-sessions`);

/** Schedules a session for the course, or replaces one (`id`); answers the server's message. */
export async function saveLiveSession(slug: string, id: string | null, body: LiveSessionRequest): Promise<string> {
  const path = id ? `admin/live-sessions/${id}` : `admin/courses/${encodeURIComponent(slug)}/live-sessions`;
  return (await api(path, { body })).message;
}

export const cancelLiveSession = async (id: string) => (await api(`admin/live-sessions/${id}/delete`, { method: 'POST' })).message;

/** The recording's link: it becomes the last chapter of the course's Live Sessions list. */
export const attachRecording = async (id: string, recording: string) => (await api(`admin/live-sessions/${id}/recording`, { body: { recording } })).message;
