import useSWR from 'swr';
import type { CoursePacing, CoursePacingRequest } from '@academy/shared/pacing';
import { api } from '../../../lib/api-client.ts';

/** How the course's lessons open, with each lesson's opening. */
export const useCoursePacing = (slug: string) => useSWR<CoursePacing, Error>(`admin/courses/${encodeURIComponent(slug)}/pacing`);

/** Replaces the course's pacing; answers the server's message. */
export const saveCoursePacing = async (slug: string, body: CoursePacingRequest) =>
  (await api(`admin/courses/${encodeURIComponent(slug)}/pacing`, { body })).message;
