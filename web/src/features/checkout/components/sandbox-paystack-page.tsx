import { useState } from 'react';
import { formatNgn } from '@academy/shared/money';
import { Button } from '../../../components/ui/button.tsx';
import { Card, FormMessage } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import {
  leaveSandboxPaystack,
  type SandboxPaystackExit,
  type SandboxPaystackStep,
  stepOnSandboxPaystack,
  useSandboxPaystack,
} from '../api/sandbox-paystack.ts';

/**
 * The sandbox's Paystack page: a naira charge and what a customer can do there: pay by a card that
 * succeeds or one that is declined, pay by bank transfer (pending, then arrived), or cancel back to
 * the shop. Nothing real is charged.
 */
export function SandboxPaystackPage({ reference }: { reference: string }) {
  const { data, error, mutate } = useSandboxPaystack(reference);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  async function run(act: () => Promise<void>) {
    setBusy(true);
    setFailure('');
    try {
      await act();
    } catch (err) {
      setFailure(err instanceof Error ? err.message : 'The payment could not be updated.');
    }
    setBusy(false);
  }
  const leave = (exit: SandboxPaystackExit) => run(async () => window.location.assign(await leaveSandboxPaystack(reference, exit)));
  const step = (next: SandboxPaystackStep) =>
    run(async () => {
      await mutate(await stepOnSandboxPaystack(reference, next), { revalidate: false });
    });

  return (
    <div className="mx-auto max-w-md px-4 py-16">
      <Card className="flex flex-col gap-5 text-center">
        <p className="rounded-full bg-amber-300/15 px-3 py-1 text-xs font-semibold uppercase tracking-wider text-amber-200">Sandbox payment · no real money</p>
        <h1 className="text-2xl font-semibold">Pay with Paystack</h1>
        {error ? (
          <FormMessage tone="error">This payment does not exist.</FormMessage>
        ) : !data ? (
          <Spinner label="Loading the payment" />
        ) : (
          <>
            <p className="text-slate-300">{data.description}</p>
            <p className="text-4xl font-semibold">{formatNgn(data.amount_ngn)}</p>
            <p className="text-xs break-all text-slate-400">{data.email}</p>
            {failure && <FormMessage tone="error">{failure}</FormMessage>}
            {data.status === 'failed' && <FormMessage tone="error">Declined: insufficient funds. Try another way to pay, or cancel.</FormMessage>}
            {data.status === 'success' ? (
              <FormMessage tone="success">This payment is complete.</FormMessage>
            ) : data.status === 'ongoing' ? (
              <div className="flex flex-col gap-3">
                <p className="text-sm text-slate-300">Waiting for your bank transfer to arrive.</p>
                <Button disabled={busy} onClick={() => void leave('transfer-arrives')}>
                  The transfer arrives
                </Button>
              </div>
            ) : (
              <div className="flex flex-col gap-3">
                <Button disabled={busy} onClick={() => void leave('card')}>
                  Pay {formatNgn(data.amount_ngn)} by card
                </Button>
                <Button variant="secondary" disabled={busy} onClick={() => void step('decline')}>
                  Pay with a card that is declined
                </Button>
                <Button variant="secondary" disabled={busy} onClick={() => void step('transfer')}>
                  Pay by bank transfer
                </Button>
              </div>
            )}
            {data.status !== 'success' && (
              <Button variant="secondary" disabled={busy} onClick={() => void leave('cancel')}>
                Cancel payment
              </Button>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
