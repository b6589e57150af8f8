import { useEffect, useState } from 'react';
import { PAYMENT_REMINDER_MS } from '@academy/shared/constants';

/** Spec 4 and 9: shown on checkout, gone after 10 seconds or when closed. */
export function PaymentReminder() {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setOpen(false), PAYMENT_REMINDER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!open) return null;
  return (
    <div role="status" className="fixed bottom-4 left-1/2 z-40 flex w-[min(92vw,32rem)] -translate-x-1/2 items-start gap-3 rounded-xl border border-amber-300/40 bg-navy-800 p-4 shadow-2xl">
      <span aria-hidden="true" className="text-xl text-amber-300">
        !
      </span>
      <p className="flex-1 text-sm text-slate-100">Please ensure you pay the exact amount of your purchase</p>
      <button type="button" onClick={() => setOpen(false)} className="rounded px-2 text-slate-300 hover:text-white" aria-label="Close reminder">
        ✕
      </button>
    </div>
  );
}
