import type { SubmitEvent } from 'react';
import { Button } from './button.tsx';

/**
 * A filter typed then sent with Find (a key, an id, an email): what was typed goes to `onFind`,
 * trimmed. It shows `value`, the filter in force, and starts again when that changes.
 */
export function SearchForm({
  id,
  label,
  value,
  onFind,
  placeholder,
  mono = false,
}: {
  id: string;
  label: string;
  value: string;
  onFind: (typed: string) => void;
  placeholder?: string;
  mono?: boolean;
}) {
  const find = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const typed = new FormData(e.currentTarget).get('q');
    onFind(typeof typed === 'string' ? typed.trim() : '');
  };
  return (
    <form role="search" onSubmit={find} className="flex max-w-md flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-200">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name="q"
          key={value}
          defaultValue={value}
          placeholder={placeholder}
          className={`w-full min-w-0 rounded-lg border border-navy-700 bg-navy-950 px-3 py-2.5 text-slate-100 ${mono ? 'font-mono' : ''}`}
        />
        <Button type="submit" variant="secondary">
          Find
        </Button>
      </div>
    </form>
  );
}
