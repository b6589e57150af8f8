import { Spinner } from '../../../components/ui/spinner.tsx';
import { CreateCourseForm } from '../../../features/admin-catalogue/components/create-course-form.tsx';
import { useAdminProfile } from '../../../features/admin-profile/api/get-admin-profile.ts';

export function Component() {
  const { data } = useAdminProfile();
  return data ? <CreateCourseForm author={`${data.first_name} ${data.last_name}`.trim()} /> : <Spinner label="Loading" />;
}
