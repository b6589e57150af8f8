import { Button } from '../../../components/ui/button.tsx';
import { useToastedAction } from '../../../lib/toasted-action.ts';
import { proveWithPasskey } from '../api/passkeys.ts';

/**
 * Staff after their password (the admin's verify screen): one of their passkeys proves the login's
 * second factor; `onDone` once it has (on to where the sign-in was going).
 */
export function PasskeySecondFactorButton({ onDone, className = '' }: { onDone: () => void; className?: string }) {
  const { busy, run } = useToastedAction();
  return (
    <Button
      variant="secondary"
      className={className}
      disabled={busy}
      onClick={() =>
        void run(proveWithPasskey).then((proved) => {
          if (proved) onDone();
        })
      }
    >
      {busy ? 'Waiting for your passkey…' : 'Use a passkey'}
    </Button>
  );
}
