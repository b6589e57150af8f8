import { SelectField } from './select-field.tsx';

/** An admin list's filter: a labelled select whose first choice ('') is everything. */
export function FilterSelect({
  label,
  all,
  options,
  value,
  onChange,
}: {
  label: string;
  all: string;
  /** Each choice's value and its words. */
  options: readonly (readonly [string, string])[];
  value: string;
  onChange: (value: string) => void;
}) {
  return <SelectField label={label} options={[['', all], ...options]} value={value} onChange={(e) => onChange(e.target.value)} />;
}
