import { useLoaderData } from 'react-router';
import type { AdminProfile } from '@academy/shared/admin';
import { EditAdminProfileForm } from '../../../features/admin-profile/components/edit-admin-profile-form.tsx';

export { loader } from './profile.tsx';

export function Component() {
  return <EditAdminProfileForm profile={useLoaderData<AdminProfile>()} />;
}
