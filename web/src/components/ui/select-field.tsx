import { type SelectHTMLAttributes, useId } from 'react';

/** A labelled select: each choice's value and its words. */
export function SelectField({
  label,
  options,
  ...props
}: { label: string; options: readonly (readonly [string | number, string])[] } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      <select id={id} className="min-w-0 rounded-lg border border-navy-700 bg-navy-950 px-3 py-2.5 text-slate-100" {...props}>
        {options.map(([value, words]) => (
          <option key={value} value={value}>
            {words}
          </option>
        ))}
      </select>
    </div>
  );
}
