import { Spinner } from '../../../components/ui/spinner.tsx';
import { useUserDetails } from '../../../features/account/api/get-user-details.ts';
import { AccountDetails } from '../../../features/account/components/account-details.tsx';
import { useCustomer } from './use-customer.ts';

export function Component() {
  const { data } = useUserDetails(useCustomer().name);
  return data ? <AccountDetails details={data} /> : <Spinner label="Loading your details" />;
}
