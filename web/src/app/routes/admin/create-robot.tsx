import { Spinner } from '../../../components/ui/spinner.tsx';
import { CreateRobotForm } from '../../../features/admin-catalogue/components/create-robot-form.tsx';
import { useAdminProfile } from '../../../features/admin-profile/api/get-admin-profile.ts';

/** The author is read-only, filled from the admin's name (docs/requirements.md#validation). */
export function Component() {
  const { data } = useAdminProfile();
  return data ? <CreateRobotForm author={`${data.first_name} ${data.last_name}`.trim()} /> : <Spinner label="Loading" />;
}
