import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAdminAccess } from '../../../lib/admin-access.ts';
import { useToastedAction } from '../../../lib/toasted-action.ts';
import { setAdminsRequired, useSecurityState } from '../api/security.ts';

/**
 * The super-admin's say (shown to them only): every admin signs in with a second factor. Turned on,
 * an admin without one sets one up at their next call (upstream/src/accounts/second-factor-rule.ts).
 */
export function AdminsSecondFactorPolicy() {
  const superAdmin = useAdminAccess().role === 'super_admin';
  const { data } = useSecurityState('admin');
  const { busy, run } = useToastedAction();
  if (!superAdmin || !data || data.admins_required === null) return null;
  const required = data.admins_required;
  return (
    <Card className="mt-6 max-w-2xl">
      <section aria-labelledby="admins-policy-title" className="flex flex-col gap-3">
        <h2 id="admins-policy-title" className="text-xl font-semibold">
          Two-factor sign-in for every admin
        </h2>
        <p className="text-sm text-slate-300">
          {required
            ? 'Required: every admin signs in with a second factor, and one without sets it up at their next sign-in.'
            : 'Not required: only you, the super-admin, must sign in with a second factor; other admins may choose to.'}
        </p>
        <Button
          variant={required ? 'secondary' : 'primary'}
          className="self-start"
          disabled={busy}
          onClick={() => void run(() => setAdminsRequired(!required))}
        >
          {required ? 'Stop requiring it' : 'Require it for every admin'}
        </Button>
      </section>
    </Card>
  );
}
