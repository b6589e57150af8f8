import { useNavigate } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { paths } from '../../../config/paths.ts';
import { TotpSetUp } from '../../../features/second-factor/components/totp-set-up.tsx';
import { resetClientState } from '../../../lib/api-client.ts';
import { useNextParam } from '../../../lib/next-param.ts';

/** An admin who must sign in with a second factor and has none yet sets up an authenticator app before anything else. */
export function Component() {
  const navigate = useNavigate();
  const next = useNextParam();
  const to = next?.startsWith('/admin') ? next : paths.admin.root;
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card>
        <h1 className="mb-2 text-center text-2xl font-semibold">Set up two-factor sign-in</h1>
        <p className="mb-6 text-center text-sm text-slate-300">Your account must sign in with a code from an authenticator app as well as the password.</p>
        <TotpSetUp area="admin" doneLabel="Continue to the dashboard" onDone={() => void resetClientState({ signedIn: true }).then(() => navigate(to))} />
      </Card>
    </div>
  );
}
