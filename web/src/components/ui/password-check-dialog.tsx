import { type ReactNode, useId } from 'react';
import { ApiError } from '@academy/shared/api-error';
import { passwordCheckRequest } from '@academy/shared/fields';
import { useForm } from '../../lib/use-form.ts';
import { Button } from './button.tsx';
import { Field } from './field.tsx';
import { ModalForm } from './modal-form.tsx';

/**
 * What a stolen session must not do alone asks the password again first, in a modal: `children` say
 * what it will do; a wrong password (403) is told beside the field, anything else below it.
 */
export function PasswordCheckDialog({
  title,
  action,
  cancel = 'Cancel',
  danger = false,
  send,
  onClose,
  children,
}: {
  title: string;
  action: string;
  cancel?: string;
  danger?: boolean;
  send: (password: string) => Promise<void>;
  onClose: () => void;
  children?: ReactNode;
}) {
  const titleId = useId();
  const { errors, busy, failure, onSubmit } = useForm(passwordCheckRequest, ({ password }) => send(password), {
    leaves: true,
    failed: (err) => (err instanceof ApiError && err.code === 403 ? { errors: { password: err.message } } : err instanceof Error ? err.message : undefined),
  });
  return (
    <ModalForm titleId={titleId} busy={busy} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <h2 id={titleId} className="text-xl font-semibold">
          {title}
        </h2>
        {children}
        <Field label="Your password" name="password" type="password" autoComplete="current-password" error={errors.password} disabled={busy} />
        {failure && (
          <p role="alert" className="text-sm text-red-300">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {cancel}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy}>
            {action}
          </Button>
        </div>
      </form>
    </ModalForm>
  );
}
