import type { EditableRobot } from '@academy/shared/admin-catalogue';
import { TRIAL_DAYS } from '@academy/shared/robot-sales';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import type { FieldErrors } from '../../../lib/form.ts';

const SALES = [
  ['buy', 'Sold outright'],
  ['rent', 'Rented by the month'],
  ['both', 'Sold outright or rented'],
] as const;
const TRIALS = [
  ['none', 'No free trial'],
  ['demo', 'Free on demo accounts'],
  ['time', 'Free for some days'],
] as const;

/** How the robot is sold and tried (docs/decisions/079-robot-rent-and-trials.md); each starts at the stored value. */
export function RobotTermsFields({ item, errors, disabled }: { item: EditableRobot; errors: FieldErrors; disabled: boolean }) {
  return (
    <>
      <SelectField label="Sold as" name="sale" options={SALES} defaultValue={item.sale} disabled={disabled} />
      <Field
        label="Rent per month (USD)"
        name="rent_usd"
        type="number"
        inputMode="decimal"
        min={0}
        step="0.01"
        defaultValue={item.rent_usd ?? ''}
        hint="Needed to rent it; renters pay it for 1, 3, 6 or 12 months."
        error={errors.rent_usd}
        disabled={disabled}
      />
      <SelectField label="Free trial" name="trial" options={TRIALS} defaultValue={item.trial} disabled={disabled} />
      <Field
        label="Trial days"
        name="trial_days"
        type="number"
        inputMode="numeric"
        min={TRIAL_DAYS.min}
        max={TRIAL_DAYS.max}
        step={1}
        defaultValue={item.trial_days}
        hint="A timed trial's length, counted from its first activation."
        error={errors.trial_days}
        disabled={disabled}
      />
    </>
  );
}
