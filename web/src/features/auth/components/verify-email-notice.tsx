import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { sendLinkAgain } from '../api/resend-verification.ts';

/** Shown where an unconfirmed address stops a customer (paying): why, and a new link. */
export function VerifyEmailNotice({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  async function resend() {
    setBusy(true);
    try {
      await sendLinkAgain();
    } finally {
      setBusy(false);
    }
  }
  return (
    <div role="status" className="flex flex-col gap-3 rounded-xl border border-amber-300/40 bg-amber-300/10 p-4">
      <p className="font-semibold text-slate-100">Confirm your email to pay</p>
      <p className="text-sm break-words text-slate-200">We sent a link to {email}. Follow it, then come back here to pay.</p>
      <Button variant="secondary" onClick={resend} disabled={busy} className="self-start">
        {busy ? 'Sending…' : 'Send the link again'}
      </Button>
    </div>
  );
}
