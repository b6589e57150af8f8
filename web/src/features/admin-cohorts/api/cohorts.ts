import useSWR from 'swr';
import type { AdminCohorts, CohortRequest } from '@academy/shared/cohorts';
import { api } from '../../../lib/api-client.ts';

const key = (slug: string) => `admin/courses/${encodeURIComponent(slug)}/cohorts`;

/** A course's cohorts, soonest first, with their members and how many buyers wait for a seat. */
export const useAdminCohorts = (slug: string) => useSWR<AdminCohorts, Error>(key(slug));

/** Adds a cohort to the course, or replaces one (`id`); answers the server's message and the course's cohorts afresh. */
export async function saveCohort(slug: string, id: string | null, body: CohortRequest) {
  const { message, data } = await api<AdminCohorts>(id ? `admin/cohorts/${id}` : key(slug), { body });
  return { message, data: data! };
}

export const removeCohort = async (id: string) => (await api(`admin/cohorts/${id}/delete`, { method: 'POST' })).message;
