import { useState } from 'react';
import { formatUsd } from '@academy/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { Card, FormMessage } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { dateTime } from '../../../lib/time-text.ts';
import { type SandboxAction, actOnSandboxInvoice, useSandboxInvoice } from '../api/sandbox-invoice.ts';

/**
 * The built-in provider's invoice page: the amount and what a crypto payment can do to it: pay in
 * full, send part of it (partially paid, the rest due on the same invoice), let it expire, or cancel.
 * Nothing real is charged.
 */
export function SandboxInvoicePage({ id }: { id: string }) {
  const { data, error } = useSandboxInvoice(id);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  async function act(action: SandboxAction) {
    setBusy(true);
    try {
      window.location.assign(await actOnSandboxInvoice(id, action));
    } catch (err) {
      setFailure(err instanceof Error ? err.message : 'The invoice could not be updated.');
      setBusy(false);
    }
  }

  const short = data?.status === 'partially_paid';
  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card className="flex flex-col gap-5 text-center">
        <p className="rounded-full bg-amber-300/15 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-amber-200">Sandbox payment · no real money</p>
        <h1 className="text-2xl font-semibold">Crypto invoice</h1>
        {error ? (
          <FormMessage tone="error">This invoice does not exist.</FormMessage>
        ) : !data ? (
          <Spinner label="Loading the invoice" />
        ) : (
          <>
            <p className="text-slate-300">{data.description}</p>
            <p className="text-4xl font-semibold">{formatUsd(data.due_usd)}</p>
            {short && (
              <p className="text-sm text-amber-200">
                {formatUsd(data.received_usd)} of {formatUsd(data.amount_usd)} received; {formatUsd(data.due_usd)} still due.
              </p>
            )}
            <p className="text-xs break-all text-slate-400">
              Order {data.order_id}
              {data.expires_at && ` · open until ${dateTime(data.expires_at)}`}
            </p>
            {failure && <FormMessage tone="error">{failure}</FormMessage>}
            {data.status === 'pending' || short ? (
              <div className="flex flex-col gap-3">
                <Button disabled={busy} onClick={() => act('pay')}>
                  {short ? `Pay the rest ${formatUsd(data.due_usd)}` : `Pay ${formatUsd(data.amount_usd)}`}
                </Button>
                {!short && (
                  <Button variant="secondary" disabled={busy} onClick={() => act('pay-part')}>
                    Send only half ({formatUsd(Math.floor(data.amount_usd * 50) / 100)})
                  </Button>
                )}
                <div className="flex justify-center gap-3">
                  <Button variant="secondary" disabled={busy} onClick={() => act('expire')}>
                    Let it expire
                  </Button>
                  <Button variant="secondary" disabled={busy} onClick={() => act('cancel')}>
                    Cancel
                  </Button>
                </div>
              </div>
            ) : (
              <FormMessage tone={data.status === 'paid' ? 'success' : 'error'}>This invoice is {data.status.replace('_', ' ')}.</FormMessage>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
