import type { FieldErrors } from '../../lib/form.ts';
import { Field } from './field.tsx';

/**
 * A new password and its confirmation, as every form that sets one asks for them (register, reset,
 * change, an admin's set-up). `name`: the password field's name in that form's request.
 */
export function NewPasswordFields({
  label = 'New password',
  confirmLabel = 'Confirm password',
  name = 'password',
  errors,
  disabled,
}: {
  label?: string;
  confirmLabel?: string;
  name?: string;
  errors: FieldErrors;
  disabled: boolean;
}) {
  return (
    <>
      <Field
        label={label}
        name={name}
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters."
        error={errors[name]}
        disabled={disabled}
        required
      />
      <Field
        label={confirmLabel}
        name="confirm_password"
        type="password"
        autoComplete="new-password"
        error={errors.confirm_password}
        disabled={disabled}
        required
      />
    </>
  );
}
