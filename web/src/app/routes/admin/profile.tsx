import { redirect, useLoaderData } from 'react-router';
import { TEXT } from '@academy/shared/constants';
import type { AdminProfile } from '@academy/shared/admin';
import { getAdminProfile } from '../../../features/admin-profile/api/get-admin-profile.ts';
import { AdminProfileView } from '../../../features/admin-profile/components/admin-profile.tsx';
import { HandledApiError } from '../../../lib/api-client.ts';
import { showDialog } from '../../../lib/dialogs.ts';
import { requireAdmin } from '../guards.ts';

/** docs/requirements.md#admin-area: fetch the super-admin details; no session or a failed fetch -> /. */
export async function loader() {
  await requireAdmin();
  try {
    return await getAdminProfile();
  } catch (err) {
    if (!(err instanceof HandledApiError)) await showDialog({ title: 'Error', text: TEXT.profileFetchFailed, tone: 'error' });
    throw redirect('/');
  }
}

export function Component() {
  return <AdminProfileView profile={useLoaderData<AdminProfile>()} />;
}
