import { useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { changePasswordRequest, forgotPasswordRequest, type ResetPasswordData, resetPasswordRequest } from '@academy/shared/auth';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/card.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { confirmMismatch } from '../../../lib/form.ts';
import { useForm } from '../../../lib/use-form.ts';
import { changePassword } from '../api/change-password.ts';
import { forgotPassword } from '../api/forgot-password.ts';
import { resetPassword } from '../api/reset-password.ts';

/** The three password forms: the confirm field must match, and the fields empty once sent. */
const PASSWORD_FORM = {
  check: confirmMismatch,
  empties: true,
};

export function ForgotPasswordForm() {
  const form = useForm(forgotPasswordRequest, async (d) => (await forgotPassword(d.email)).message, PASSWORD_FORM);
  if (form.done) return <FormMessage tone="success">{form.done}</FormMessage>;
  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4" aria-label="Forgot password">
      {form.failure && <FormMessage tone="error">{form.failure}</FormMessage>}
      <Field label="Email" name="email" type="email" autoComplete="email" error={form.errors.email} disabled={form.busy} required />
      <Button type="submit" disabled={form.busy}>
        {form.busy ? 'Sending…' : 'Send reset link'}
      </Button>
      <Link to={paths.login} className="text-center text-sm text-accent-400 hover:underline">
        Back to login
      </Link>
    </form>
  );
}

export function ResetPasswordForm({ token }: { token: string }) {
  const schema = resetPasswordRequest.pick({ password: true }).extend({ token: z.string() });
  // An admin resets their password here too; their login is the admin one.
  const [login, setLogin] = useState<ResetPasswordData['login']>('customer');
  const form = useForm(
    schema,
    async (d) => {
      const answer = await resetPassword(d.token, d.password);
      if (answer.data) setLogin(answer.data.login);
      return answer.message;
    },
    PASSWORD_FORM,
  );
  if (form.done)
    return (
      <div className="flex flex-col gap-4">
        <FormMessage tone="success">{form.done}</FormMessage>
        <LinkButton to={login === 'admin' ? paths.admin.login : paths.login}>Log in</LinkButton>
      </div>
    );
  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4" aria-label="Reset password">
      {form.failure && <FormMessage tone="error">{form.failure}</FormMessage>}
      <input type="hidden" name="token" value={token} />
      <NewPasswordFields errors={form.errors} disabled={form.busy} />
      <Button type="submit" disabled={form.busy}>
        {form.busy ? 'Saving…' : 'Set new password'}
      </Button>
    </form>
  );
}

export function ChangePasswordForm() {
  const form = useForm(changePasswordRequest, async (d) => (await changePassword(d.old_password, d.new_password)).message, PASSWORD_FORM);
  return (
    <form onSubmit={form.onSubmit} noValidate className="flex flex-col gap-4" aria-label="Change password">
      {form.failure && <FormMessage tone="error">{form.failure}</FormMessage>}
      {form.done && <FormMessage tone="success">{form.done}</FormMessage>}
      <Field
        label="Current password"
        name="old_password"
        type="password"
        autoComplete="current-password"
        error={form.errors.old_password}
        disabled={form.busy}
        required
      />
      <NewPasswordFields name="new_password" confirmLabel="Confirm new password" errors={form.errors} disabled={form.busy} />
      <Button type="submit" disabled={form.busy}>
        {form.busy ? 'Saving…' : 'Change password'}
      </Button>
    </form>
  );
}
