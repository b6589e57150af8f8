import { useState } from 'react';
import { formatUsd } from '@academy/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { Card, FormMessage } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { actOnSandboxInvoice, useSandboxInvoice } from '../api/sandbox-invoice.ts';

/** The built-in provider's invoice page: the amount, Pay and Cancel. Nothing real is charged. */
export function SandboxInvoicePage({ id }: { id: string }) {
  const { data, error } = useSandboxInvoice(id);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  async function act(action: 'pay' | 'cancel') {
    setBusy(true);
    try {
      window.location.assign(await actOnSandboxInvoice(id, action));
    } catch (err) {
      setFailure(err instanceof Error ? err.message : 'The invoice could not be updated.');
      setBusy(false);
    }
  }

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
            <p className="text-4xl font-semibold">{formatUsd(data.amount_usd)}</p>
            <p className="text-xs text-slate-400">Order {data.order_id}</p>
            {failure && <FormMessage tone="error">{failure}</FormMessage>}
            {data.status === 'pending' ? (
              <div className="flex justify-center gap-3">
                <Button variant="secondary" disabled={busy} onClick={() => act('cancel')}>
                  Cancel
                </Button>
                <Button disabled={busy} onClick={() => act('pay')}>
                  Pay {formatUsd(data.amount_usd)}
                </Button>
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
