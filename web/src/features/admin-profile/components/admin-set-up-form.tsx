import { adminSetUpRequest } from '@academy/shared/admin';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/card.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { confirmMismatch } from '../../../lib/form.ts';
import { useForm } from '../../../lib/use-form.ts';
import { setUpAdmin } from '../api/set-up-admin.ts';

/** The invited admin's name and password, typed twice; once saved, the way to the admin login. */
export function AdminSetUpForm({ token }: { token: string }) {
  const { errors, failure, done, busy, onSubmit } = useForm(adminSetUpRequest, async (data) => (await setUpAdmin(data)).message, {
    values: () => ({ token }),
    check: confirmMismatch,
  });

  if (done)
    return (
      <div className="flex flex-col gap-4">
        <FormMessage tone="success">{done}</FormMessage>
        <LinkButton to={paths.admin.login}>Log in</LinkButton>
      </div>
    );
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Set up your admin account">
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <Field label="First name" name="first_name" autoComplete="given-name" error={errors.first_name} disabled={busy} required />
      <Field label="Last name" name="last_name" autoComplete="family-name" error={errors.last_name} disabled={busy} required />
      <NewPasswordFields errors={errors} disabled={busy} />
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving…' : 'Set up my account'}
      </Button>
    </form>
  );
}
