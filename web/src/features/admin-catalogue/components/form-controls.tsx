import { useId } from 'react';

/** A labelled select with its error; the first option is an empty choice, chosen unless `defaultValue` names another. */
export function SelectField({
  label,
  name,
  options,
  defaultValue = '',
  error,
  disabled,
}: {
  label: string;
  name: string;
  options: readonly string[];
  defaultValue?: string;
  error?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={defaultValue}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`rounded-lg border bg-navy-950 px-3 py-2.5 text-slate-100 disabled:opacity-60 ${error ? 'border-red-400' : 'border-navy-700'}`}
      >
        <option value="">Choose…</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextArea({
  label,
  name,
  error,
  disabled,
  defaultValue,
  className = '',
}: {
  label: string;
  name: string;
  error?: string;
  disabled?: boolean;
  defaultValue?: string;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`flex flex-col gap-1.5 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={5}
        defaultValue={defaultValue}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`rounded-lg border bg-navy-950 px-3 py-2.5 text-slate-100 ${error ? 'border-red-400' : 'border-navy-700'}`}
      />
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
