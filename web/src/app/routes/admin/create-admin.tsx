import { AdminsOverview } from '../../../features/admin-settings/components/admins-overview.tsx';

export function Component() {
  return <AdminsOverview />;
}
