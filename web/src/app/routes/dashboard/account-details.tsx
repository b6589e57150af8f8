import { Spinner } from '../../../components/ui/spinner.tsx';
import { useUserDetails } from '../../../features/account/api/get-user-details.ts';
import { AccountDetails } from '../../../features/account/components/account-details.tsx';
import { SignedInSessions } from '../../../features/account/components/signed-in-sessions.tsx';
import { YourData } from '../../../features/account/components/your-data.tsx';
import { PasskeyList } from '../../../features/passkeys/components/passkey-list.tsx';
import { TwoFactorSettings } from '../../../features/second-factor/components/two-factor-settings.tsx';
import { useCustomer } from './use-customer.ts';

export function Component() {
  const { data } = useUserDetails(useCustomer().name);
  return data ? (
    <>
      <AccountDetails details={data} />
      <SignedInSessions />
      <TwoFactorSettings area="customer" />
      <PasskeyList area="customer" />
      <YourData />
    </>
  ) : (
    <Spinner label="Loading your details" />
  );
}
