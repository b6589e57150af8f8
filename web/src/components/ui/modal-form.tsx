import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A form in a modal `<dialog>`, opened as it mounts and closed as it unmounts. Escape closes it
 * (`onClose`) unless the form is busy sending; `titleId` names it by its heading.
 */
export function ModalForm({ titleId, busy, onClose, children }: { titleId: string; busy: boolean; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onClose();
      }}
      className="m-auto max-h-[90vh] w-[min(92vw,32rem)] overflow-y-auto rounded-2xl border border-navy-700 bg-navy-900 p-6 text-slate-100 shadow-2xl backdrop:bg-black/70"
    >
      {children}
    </dialog>
  );
}
