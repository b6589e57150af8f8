import useSWR, { mutate } from 'swr';
import type { DownloadLink, OwnLicence } from '@academy/shared/licences';
import { api } from '../../../lib/api-client.ts';

const licenceKey = (slug: string) => `robots/${encodeURIComponent(slug)}/licence`;

/** `robots/:slug/licence`: the buyer's key, activations, versions and downloads. Read afresh on each visit (a robot may have checked in). */
export const useRobotLicence = (slug: string | null) => useSWR<OwnLicence, Error>(slug ? licenceKey(slug) : null, { dedupingInterval: 0 });

/** Frees the slot one of the buyer's trading accounts holds. */
export async function deactivateAccount(slug: string, id: string): Promise<string> {
  const { message } = await api(`${licenceKey(slug)}/deactivate`, { body: { id } });
  await mutate(licenceKey(slug));
  return message;
}

/** A link that downloads the robot without the session (a phone, a download manager), for a few minutes. */
export async function makeDownloadLink(slug: string): Promise<DownloadLink> {
  const { data } = await api<DownloadLink>(`robots/${encodeURIComponent(slug)}/download-link`, { body: {} });
  return data!;
}

/** After a download the history has a new line. */
export const refreshLicence = (slug: string) => mutate(licenceKey(slug));
