import { Spinner } from '../../../components/ui/spinner.tsx';
import { useUserDetails } from '../../../features/account/api/get-user-details.ts';
import { EditDetailsForm } from '../../../features/account/components/edit-details-form.tsx';
import { useCustomer } from './use-customer.ts';

export function Component() {
  const { data } = useUserDetails(useCustomer().name);
  return data ? <EditDetailsForm details={data} /> : <Spinner label="Loading your details" />;
}
