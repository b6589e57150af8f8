import useSWR from 'swr';
import type { JobEntry } from '@academy/shared/jobs';
import { api } from '../../../lib/api-client.ts';

/** `admin/jobs`: work the shop promised and has not done yet (mails, mostly), newest first. */
export const useJobs = () => useSWR<{ jobs: JobEntry[] }, Error>('admin/jobs', { dedupingInterval: 0 });

/** A failed job sent again now; answers the server's words. */
export async function sendAgain(id: string): Promise<string> {
  return (await api(`admin/jobs/${encodeURIComponent(id)}/retry`, { body: {} })).message;
}
