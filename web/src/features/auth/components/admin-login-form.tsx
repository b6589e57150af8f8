import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { ApiError } from '@academy/shared/api-error';
import { TEXT, WIRE } from '@academy/shared/constants';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { useNextParam } from '../../../lib/next-param.ts';
import { useForm } from '../../../lib/use-form.ts';
import { login } from '../api/login.ts';

/** What the admin typed, trimmed and not judged here: the server's answer to it is the one the admin reads. */
const TYPED_CREDENTIALS = z.object({ email: z.string().trim(), password: z.string().trim() });

/** docs/requirements.md#validation: trimmed fields, 'Logging in...' with the fields disabled, one inline error. */
export function AdminLoginForm() {
  const navigate = useNavigate();
  // Only back to an admin page (the session rules send the admin here with the page they were on).
  const next = useNextParam();
  const back = next?.startsWith('/admin/') ? next : paths.admin.root;
  const { failure, busy, onSubmit } = useForm(
    TYPED_CREDENTIALS,
    async (credentials) => {
      const { second_factor } = await login('admin', credentials);
      // The password is half of a staff sign-in that has (or must have) a second factor: its screen first, then back.
      if (second_factor) return void navigate(second_factor === 'verify' ? paths.admin.verify(back) : paths.admin.twoFactorSetUp(back));
      toast.success(TEXT.loggedIn);
      void navigate(back);
    },
    {
      leaves: true,
      // The spec's text for a refused login, but not for a lock-out or a deactivated account: a
      // wrong-password message there would send the admin guessing again.
      failed: (err) => {
        if (err instanceof ApiError && (err.code === 429 || err.message === WIRE.adminDeactivated)) return err.message;
        if (!(err instanceof ApiError && err.code > 0 && err.code < 500)) return TEXT.loginException;
        toast.warning(WIRE.invalidCredentials);
        return WIRE.invalidCredentials;
      },
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Admin login">
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <Field label="Email" name="email" type="email" autoComplete="username" disabled={busy} required />
      <Field label="Password" name="password" type="password" autoComplete="current-password" disabled={busy} required />
      <Button type="submit" disabled={busy}>
        {busy ? TEXT.loggingIn : 'Login'}
      </Button>
      <Link to={paths.forgotPassword} className="text-center text-sm text-accent-400 hover:underline">
        Forgot your password
      </Link>
    </form>
  );
}
