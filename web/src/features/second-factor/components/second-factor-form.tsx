import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { recoveryCodeRequest, totpCodeRequest } from '@academy/shared/second-factor';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { logout } from '../../../lib/logout.ts';
import { useForm } from '../../../lib/use-form.ts';
import { proveSecondFactor, type SecurityArea } from '../api/security.ts';

/** Fewer left than this, and the sign-in says to make new ones. */
const FEW_RECOVERY_CODES = 3;

/**
 * The sign-in's second step: a code from the authenticator app, or a recovery code instead; then
 * on to `next`. `passkey`: another way (staff's passkeys). Signing out leaves by `out`.
 */
export function SecondFactorForm({ area, next, out, passkey }: { area: SecurityArea; next: string; out: string; passkey?: ReactNode }) {
  const navigate = useNavigate();
  const [recovery, setRecovery] = useState(false);
  const done = (left: number | null) => {
    toast.success('You are signed in.');
    if (left !== null && left < FEW_RECOVERY_CODES) toast.warning(`${left} recovery codes left: make new ones from your security settings.`);
    void navigate(next);
  };
  const byCode = useForm(totpCodeRequest, async (typed) => done(await proveSecondFactor(area, typed)), { leaves: true });
  const byRecovery = useForm(recoveryCodeRequest, async (typed) => done(await proveSecondFactor(area, typed)), { leaves: true });
  const form = recovery ? byRecovery : byCode;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-slate-300">
        {recovery
          ? 'Type one of the recovery codes you saved when you turned on two-factor sign-in. Each works once.'
          : 'Open your authenticator app and type the 6-digit code it shows for Meridian Trading Academy.'}
      </p>
      <form key={recovery ? 'recovery' : 'code'} onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4" aria-label="Second factor">
        {form.failure && <FormMessage tone="error">{form.failure}</FormMessage>}
        {recovery ? (
          <Field label="Recovery code" name="recovery_code" autoComplete="off" error={byRecovery.errors.recovery_code} disabled={form.busy} required />
        ) : (
          <Field label="Code" name="code" inputMode="numeric" autoComplete="one-time-code" error={byCode.errors.code} disabled={form.busy} required autoFocus />
        )}
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Checking…' : 'Verify'}
        </Button>
      </form>
      <button type="button" className="text-sm text-accent-400 hover:underline" onClick={() => setRecovery((r) => !r)}>
        {recovery ? 'Use a code from the app instead' : 'Use a recovery code instead'}
      </button>
      {passkey}
      <Button variant="ghost" onClick={() => void logout(area).then(() => navigate(out))}>
        Log out
      </Button>
    </div>
  );
}
