import { ACTIVATION_LIMIT } from '@academy/shared/licences';
import { Field } from '../../../components/ui/field.tsx';

/**
 * How many trading accounts each buyer's licence runs on. Creating starts at the default; updating
 * starts blank, which keeps the `current` limit it names.
 */
export function ActivationLimitField({ mode, current, error, disabled }: { mode: 'create' | 'update'; current?: number; error?: string; disabled: boolean }) {
  return (
    <Field
      label="Activations per licence"
      name="activation_limit"
      type="number"
      inputMode="numeric"
      min={ACTIVATION_LIMIT.min}
      max={ACTIVATION_LIMIT.max}
      step={1}
      {...(mode === 'create' ? { defaultValue: ACTIVATION_LIMIT.default } : { placeholder: `Keep ${current}` })}
      hint={`Trading accounts one buyer's licence runs on, ${ACTIVATION_LIMIT.min} to ${ACTIVATION_LIMIT.max}${mode === 'update' ? '; licences with a limit of their own keep it' : ''}.`}
      error={error}
      disabled={disabled}
    />
  );
}
