import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { disableTotp, newRecoveryCodes, type SecurityArea, useSecurityState } from '../api/security.ts';
import { PasswordCheckDialog } from '../../../components/ui/password-check-dialog.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { TotpSetUp } from './totp-set-up.tsx';

/** What the section is doing: showing the state, setting up an app, asking the password for a change, or showing new codes once. */
type Step = { kind: 'state' } | { kind: 'set-up' } | { kind: 'ask'; change: 'codes' | 'off' } | { kind: 'codes'; codes: string[] };

/** The account's two-factor sign-in: on or off, the recovery codes left, and the ways to change it. */
export function TwoFactorSettings({ area }: { area: SecurityArea }) {
  const { data } = useSecurityState(area);
  const [step, setStep] = useState<Step>({ kind: 'state' });
  const back = () => setStep({ kind: 'state' });

  return (
    <Card className="mt-6 max-w-2xl">
      <section aria-labelledby="two-factor-title" className="flex flex-col gap-3">
        <h2 id="two-factor-title" className="text-xl font-semibold">
          Two-factor sign-in
        </h2>
        {!data ? (
          <Spinner label="Loading your sign-in security" />
        ) : step.kind === 'set-up' ? (
          <TotpSetUp area={area} onDone={back} doneLabel="Done" />
        ) : step.kind === 'codes' ? (
          <RecoveryCodes codes={step.codes} onDone={back} doneLabel="Done" />
        ) : data.totp ? (
          <>
            <p className="text-sm text-slate-300">
              On: after your password you type a code from your authenticator app. {data.recovery_codes_left} of your recovery codes are left.
            </p>
            {data.required && <p className="text-sm text-slate-400">Your account must keep it on.</p>}
            <div className="flex flex-wrap gap-3">
              <Button variant="secondary" onClick={() => setStep({ kind: 'ask', change: 'codes' })}>
                New recovery codes
              </Button>
              {!data.required && (
                <Button variant="danger" onClick={() => setStep({ kind: 'ask', change: 'off' })}>
                  Turn off
                </Button>
              )}
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-slate-300">
              Off: your password alone signs you in. Turn it on and a code from an authenticator app on your phone is needed too, so a stolen password is not
              enough.
            </p>
            <Button className="self-start" onClick={() => setStep({ kind: 'set-up' })}>
              Turn on
            </Button>
          </>
        )}
      </section>
      {step.kind === 'ask' &&
        (step.change === 'codes' ? (
          <PasswordCheckDialog
            title="Make new recovery codes?"
            action="Make new codes"
            send={async (password) => setStep({ kind: 'codes', codes: await newRecoveryCodes(area, password) })}
            onClose={back}
          />
        ) : (
          <PasswordCheckDialog
            title="Turn off two-factor sign-in?"
            action="Turn off"
            danger
            send={async (password) => {
              toast.success(await disableTotp(area, password));
              back();
            }}
            onClose={back}
          />
        ))}
    </Card>
  );
}
