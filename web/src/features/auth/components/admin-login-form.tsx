import { type SubmitEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { ApiError } from '@academy/shared/api-error';
import { TEXT, WIRE } from '@academy/shared/constants';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { useNextParam } from '../../../lib/next-param.ts';
import { login } from '../api/login.ts';

/** docs/requirements.md#validation: trimmed fields, 'Logging in...' with the fields disabled, one inline error. */
export function AdminLoginForm() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const navigate = useNavigate();
  // Only back to an admin page (the session rules send the admin here with the page they were on).
  const next = useNextParam();
  const back = next?.startsWith('/admin/') ? next : paths.admin.root;

  async function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    // Text inputs: FormData holds a string for each (a File only for a file input).
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const email = text('email');
    const password = text('password');
    setError('');
    setBusy(true);
    try {
      await login('admin', { email, password });
      toast.success(TEXT.loggedIn);
      void navigate(back);
    } catch (err) {
      // The spec's text for a refused login, but not for a lock-out or a deactivated account: a
      // wrong-password message there would send the admin guessing again.
      const message =
        err instanceof ApiError && (err.code === 429 || err.message === WIRE.adminDeactivated)
          ? err.message
          : err instanceof ApiError && err.code > 0 && err.code < 500
            ? WIRE.invalidCredentials
            : TEXT.loginException;
      if (message === WIRE.invalidCredentials) toast.warning(WIRE.invalidCredentials);
      setError(message);
      setBusy(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Admin login">
      {error && <FormMessage tone="error">{error}</FormMessage>}
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
