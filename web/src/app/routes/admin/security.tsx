import { PasskeyList } from '../../../features/passkeys/components/passkey-list.tsx';
import { AdminsSecondFactorPolicy } from '../../../features/second-factor/components/admins-second-factor-policy.tsx';
import { TwoFactorSettings } from '../../../features/second-factor/components/two-factor-settings.tsx';

/** The admin's own sign-in security: the authenticator app, recovery codes and passkeys; the super-admin's requirement for every admin. */
export function Component() {
  return (
    <>
      <h1 className="text-2xl font-semibold">Security</h1>
      <TwoFactorSettings area="admin" />
      <PasskeyList area="admin" />
      <AdminsSecondFactorPolicy />
    </>
  );
}
