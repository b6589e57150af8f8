import { type SubmitEvent, useState } from 'react';
import { Link } from 'react-router';
import { z } from 'zod';
import { changePasswordRequest, forgotPasswordRequest, type ResetPasswordData, resetPasswordRequest } from '@academy/shared/auth';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/card.tsx';
import { NewPasswordFields } from '../../../components/ui/new-password-fields.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { paths } from '../../../config/paths.ts';
import { checkForm, type FieldErrors, formValues } from '../../../lib/form.ts';
import { changePassword } from '../api/change-password.ts';
import { forgotPassword } from '../api/forgot-password.ts';
import { resetPassword } from '../api/reset-password.ts';

interface Outcome {
  errors: FieldErrors;
  failure: string;
  done: string;
  busy: boolean;
}

/** Shared state of the three password forms: check, send, show the outcome. */
function usePasswordForm<T extends z.ZodType>(schema: T, send: (data: z.infer<T>) => Promise<{ message: string }>) {
  const [state, setState] = useState<Outcome>({ errors: {}, failure: '', done: '', busy: false });
  async function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const element = e.currentTarget;
    const values = formValues(element);
    const checked = checkForm(schema, values);
    const errors: FieldErrors = { ...checked.errors };
    if ('confirm_password' in values && values.confirm_password !== (values.new_password ?? values.password))
      errors.confirm_password = 'The passwords do not match';
    setState({ errors, failure: '', done: '', busy: false });
    if (!checked.data || Object.keys(errors).length) return;
    setState((s) => ({ ...s, busy: true }));
    try {
      const { message } = await send(checked.data);
      element.reset();
      setState({ errors: {}, failure: '', done: message, busy: false });
    } catch (err) {
      setState({ errors: {}, failure: err instanceof Error ? err.message : 'Something went wrong. Please try again.', done: '', busy: false });
    }
  }
  return { ...state, onSubmit };
}

export function ForgotPasswordForm() {
  const form = usePasswordForm(forgotPasswordRequest, (d) => forgotPassword(d.email));
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
  const form = usePasswordForm(schema, async (d) => {
    const answer = await resetPassword(d.token, d.password);
    if (answer.data) setLogin(answer.data.login);
    return answer;
  });
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
  const form = usePasswordForm(changePasswordRequest, (d) => changePassword(d.old_password, d.new_password));
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
