import type { ReactNode, SubmitEvent } from 'react';
import { Button } from './button.tsx';
import { FormMessage } from './card.tsx';

/**
 * A form opened inside an admin's section (a cohort, a live session): its heading, which names it,
 * its failure line, its fields in two columns from a tablet's width, then Save and Cancel.
 */
export function SectionForm({
  heading,
  failure,
  busy,
  saveText,
  onSubmit,
  onCancel,
  children,
}: {
  heading: string;
  failure: string;
  busy: boolean;
  saveText: string;
  onSubmit: (e: SubmitEvent<HTMLFormElement>) => unknown;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={heading} className="grid min-w-0 gap-4 rounded-xl border border-accent-400/40 p-3 sm:grid-cols-2 sm:p-4">
      <h3 className="break-words text-lg font-semibold sm:col-span-2">{heading}</h3>
      {failure && (
        <div className="sm:col-span-2">
          <FormMessage tone="error">{failure}</FormMessage>
        </div>
      )}
      {children}
      <div className="flex flex-wrap items-end gap-3 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : saveText}
        </Button>
        <Button variant="ghost" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
