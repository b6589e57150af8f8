import { Spinner } from '../../../components/ui/spinner.tsx';
import { useUserDetails } from '../../../features/account/api/get-user-details.ts';
import { AccountDetails } from '../../../features/account/components/account-details.tsx';
import { SignedInSessions } from '../../../features/account/components/signed-in-sessions.tsx';
import { YourData } from '../../../features/account/components/your-data.tsx';
import { useCustomer } from './use-customer.ts';

export function Component() {
  const { data } = useUserDetails(useCustomer().name);
  return data ? (
    <>
      <AccountDetails details={data} />
      <SignedInSessions />
      <YourData />
    </>
  ) : (
    <Spinner label="Loading your details" />
  );
}
