import { useId } from 'react';
import { ApiError } from '@academy/shared/api-error';
import { passwordConfirmRequest } from '@academy/shared/second-factor';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { ModalForm } from '../../../components/ui/modal-form.tsx';
import { useForm } from '../../../lib/use-form.ts';

/** A sign-in change asks the password again first (a wrong one is told beside the field). */
export function PasswordCheckDialog({
  title,
  action,
  danger = false,
  send,
  onClose,
}: {
  title: string;
  action: string;
  danger?: boolean;
  send: (password: string) => Promise<void>;
  onClose: () => void;
}) {
  const titleId = useId();
  const { errors, busy, failure, onSubmit } = useForm(passwordConfirmRequest, ({ password }) => send(password), {
    leaves: true,
    failed: (err) => (err instanceof ApiError && err.code === 403 ? { errors: { password: err.message } } : err instanceof Error ? err.message : undefined),
  });
  return (
    <ModalForm titleId={titleId} busy={busy} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        <Field label="Your password" name="password" type="password" autoComplete="current-password" error={errors.password} disabled={busy} />
        {failure && (
          <p role="alert" className="text-sm text-red-300">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy}>
            {action}
          </Button>
        </div>
      </form>
    </ModalForm>
  );
}
