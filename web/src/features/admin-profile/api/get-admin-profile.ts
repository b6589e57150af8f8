import useSWR from 'swr';
import type { AdminProfile } from '@academy/shared/admin';
import { ADMIN_PROFILE_KEY } from '../../../lib/admin-access.ts';
import { api } from '../../../lib/api-client.ts';

export async function getAdminProfile(): Promise<AdminProfile> {
  return (await api<AdminProfile>(ADMIN_PROFILE_KEY)).data!;
}

export const useAdminProfile = () => useSWR<AdminProfile, Error>(ADMIN_PROFILE_KEY);
