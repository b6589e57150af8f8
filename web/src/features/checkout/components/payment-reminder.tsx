import { useEffect, useState } from 'react';
import { PAYMENT_REMINDER_MS } from '@academy/shared/constants';

/** docs/requirements.md#states-and-transitions: shown on checkout, gone after 10 seconds or when closed. */
export function PaymentReminder() {
  const [open, setOpen] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setOpen(false), PAYMENT_REMINDER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!open) return null;
  return (
    // On a phone a floating popup would cover the total under it, so there it sits in the page above the total.
    <div
      role="status"
      className="mt-6 flex items-start gap-3 rounded-xl border border-amber-300/40 bg-navy-800 p-4 shadow-2xl sm:fixed sm:bottom-4 sm:left-1/2 sm:z-40 sm:mt-0 sm:w-[32rem] sm:-translate-x-1/2"
    >
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
