import { useNavigate } from 'react-router';
import { registerRequest } from '@academy/shared/auth';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/card.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { confirmMismatch } from '../../../lib/form.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useNextParam } from '../../../lib/next-param.ts';
import { register } from '../api/register.ts';

/** Customer registration; `?next=` rides on to the mailed link, so the login after it leads back there. */
export function RegisterForm() {
  const navigate = useNavigate();
  const next = useNextParam();
  const { errors, failure, busy, onSubmit } = useForm(
    registerRequest,
    async (data) => {
      await register(data);
      void navigate(paths.registrationProceed(data.email, next));
    },
    { values: () => (next ? { next } : {}), check: confirmMismatch, leaves: true, fallback: 'Registration failed. Please try again.' },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Create account">
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="First name" name="first_name" autoComplete="given-name" error={errors.first_name} disabled={busy} required />
        <Field label="Last name" name="last_name" autoComplete="family-name" error={errors.last_name} disabled={busy} required />
      </div>
      <Field label="Middle name (optional)" name="middle_name" autoComplete="additional-name" error={errors.middle_name} disabled={busy} />
      <Field label="Address (optional)" name="address" autoComplete="street-address" error={errors.address} disabled={busy} />
      <Field label="Email" name="email" type="email" autoComplete="email" error={errors.email} disabled={busy} required />
      <NewPasswordFields label="Password" errors={errors} disabled={busy} />
      <Button type="submit" disabled={busy}>
        {busy ? 'Creating your account…' : 'Create account'}
      </Button>
    </form>
  );
}
