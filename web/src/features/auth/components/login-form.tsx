import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { loginRequest } from '@academy/shared/auth';
import { TEXT, WIRE } from '@academy/shared/constants';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { useNextParam } from '../../../lib/next-param.ts';
import { useForm } from '../../../lib/use-form.ts';
import { login } from '../api/login.ts';

/** Customer login; `?next=` (e.g. from checkout) is where it goes afterwards. `passkeySignIn`: the passkey's way in, below the password's. */
export function LoginForm({ passkeySignIn }: { passkeySignIn?: ReactNode }) {
  const navigate = useNavigate();
  const next = useNextParam();
  const { errors, failure, busy, onSubmit } = useForm(
    loginRequest,
    async (data) => {
      const { second_factor } = await login('customer', data);
      // With two-factor sign-in on, the password is half of it: the code screen, then on to where they were going.
      if (second_factor) return void navigate(paths.loginVerify(next));
      toast.success(TEXT.loggedIn);
      void navigate(next ?? paths.dashboard.root);
    },
    { leaves: true, fallback: WIRE.invalidCredentials },
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Log in">
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <Field label="Email" name="email" type="email" autoComplete="email" error={errors.email} disabled={busy} required />
      <Field label="Password" name="password" type="password" autoComplete="current-password" error={errors.password} disabled={busy} required />
      <div className="flex justify-end">
        <Link to={paths.forgotPassword} className="text-sm text-accent-400 hover:underline">
          Forgot your password?
        </Link>
      </div>
      <Button type="submit" disabled={busy}>
        {busy ? TEXT.loggingIn : 'Log in'}
      </Button>
      {passkeySignIn}
    </form>
  );
}
