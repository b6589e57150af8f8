import { ACTIVATION_LIMIT } from '@academy/shared/licences';
import { Field } from '../../../components/ui/field.tsx';

/**
 * How many trading accounts each buyer's licence runs on. Creating starts at the default; updating
 * starts at the robot's `current` limit.
 */
export function ActivationLimitField({ current, error, disabled }: { current?: number; error?: string; disabled: boolean }) {
  return (
    <Field
      label="Activations per licence"
      name="activation_limit"
      type="number"
      inputMode="numeric"
      min={ACTIVATION_LIMIT.min}
      max={ACTIVATION_LIMIT.max}
      step={1}
      defaultValue={current ?? ACTIVATION_LIMIT.default}
      hint={`Trading accounts one buyer's licence runs on, ${ACTIVATION_LIMIT.min} to ${ACTIVATION_LIMIT.max}${current === undefined ? '' : '; licences with a limit of their own keep it'}.`}
      error={error}
      disabled={disabled}
    />
  );
}
