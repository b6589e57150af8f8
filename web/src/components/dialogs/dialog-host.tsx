import { useEffect, useRef } from 'react';
import { useCurrentDialog } from '../../lib/dialogs.ts';
import { Button } from '../ui/button.tsx';

const toneIcon = { info: 'ℹ', success: '✓', warning: '!', error: '✕' } as const;
const toneColour = {
  info: 'bg-accent-400/15 text-accent-400',
  success: 'bg-green-500/15 text-green-400',
  warning: 'bg-amber-400/15 text-amber-300',
  error: 'bg-red-500/15 text-red-400',
} as const;

/** Renders the current dialog as a native modal: focus is trapped, Escape cancels (or answers `escapeMeans`). */
export function DialogHost() {
  const dialog = useCurrentDialog();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!dialog || !element) return;
    if (!element.open) element.showModal();
    const timer = dialog.autoCloseMs ? setTimeout(() => dialog.resolve(false), dialog.autoCloseMs) : undefined;
    return () => {
      clearTimeout(timer);
      if (element.open) element.close();
    };
  }, [dialog]);

  if (!dialog) return null;
  const tone = dialog.tone ?? 'info';
  return (
    <dialog
      ref={ref}
      role="alertdialog"
      aria-labelledby="dialog-title"
      aria-describedby="dialog-text"
      onCancel={(e) => {
        e.preventDefault();
        dialog.resolve(dialog.escapeMeans ?? false);
      }}
      className="m-auto w-[min(92vw,28rem)] rounded-2xl border border-navy-700 bg-navy-900 p-6 text-slate-100 shadow-2xl backdrop:bg-black/70"
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <span className={`flex h-12 w-12 items-center justify-center rounded-full text-xl font-bold ${toneColour[tone]}`} aria-hidden="true">
          {toneIcon[tone]}
        </span>
        <h2 id="dialog-title" className="text-xl font-semibold">
          {dialog.title}
        </h2>
        <p id="dialog-text" className="text-slate-300">
          {dialog.text}
        </p>
        <div className="mt-2 flex gap-3">
          {dialog.cancelText && (
            <Button variant="secondary" onClick={() => dialog.resolve(false)}>
              {dialog.cancelText}
            </Button>
          )}
          <Button autoFocus variant={tone === 'error' && dialog.cancelText ? 'danger' : 'primary'} onClick={() => dialog.resolve(true)}>
            {dialog.confirmText ?? 'OK'}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
