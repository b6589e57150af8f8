import { useAdminProfile } from '../../../features/admin-profile/api/get-admin-profile.ts';
import { AdminsOverview } from '../../../features/admin-settings/components/admins-overview.tsx';

export function Component() {
  const { data } = useAdminProfile();
  return <AdminsOverview role={data?.role_name} />;
}
