import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { PasskeySecondFactorButton } from '../../../features/passkeys/components/passkey-second-factor-button.tsx';
import { SecondFactorForm } from '../../../features/second-factor/components/second-factor-form.tsx';
import { resetClientState } from '../../../lib/api-client.ts';
import { useNextParam } from '../../../lib/next-param.ts';

/** The admin's sign-in, second step: a code from the app, a recovery code, or one of their passkeys. */
export function Component() {
  const navigate = useNavigate();
  const next = useNextParam();
  const to = next?.startsWith('/admin') ? next : paths.admin.root;
  const passkey = (
    <PasskeySecondFactorButton
      onDone={() => {
        void resetClientState({ signedIn: true }).then(() => navigate(to));
      }}
    />
  );
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <h1 className="mb-6 text-center text-2xl font-semibold">Two-factor sign-in</h1>
        <SecondFactorForm area="admin" next={to} out={paths.admin.login} passkey={passkey} />
      </Card>
    </div>
  );
}
