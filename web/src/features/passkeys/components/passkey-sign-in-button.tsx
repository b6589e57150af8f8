import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { TEXT } from '@academy/shared/constants';
import { Button } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { useNextParam } from '../../../lib/next-param.ts';
import { toastFailure } from '../../../lib/toasted-action.ts';
import { signInWithPasskey } from '../api/passkeys.ts';

/**
 * "Sign in with a passkey" on the customer's login form: no email, no password; the browser offers the
 * person their passkeys for this shop. It lands where the password login does (`?next=`, or the dashboard).
 */
export function PasskeySignInButton() {
  const navigate = useNavigate();
  const next = useNextParam();
  const [busy, setBusy] = useState(false);

  async function signIn() {
    setBusy(true);
    try {
      await signInWithPasskey();
      toast.success(TEXT.loggedIn);
      void navigate(next ?? paths.dashboard.root);
    } catch (err) {
      toastFailure(err);
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-400" aria-hidden="true">
        <span className="h-px flex-1 bg-navy-700" />
        or
        <span className="h-px flex-1 bg-navy-700" />
      </p>
      <Button variant="secondary" disabled={busy} onClick={() => void signIn()}>
        {busy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </Button>
    </div>
  );
}
