import { useEffect, useState } from 'react';
import { totpCodeRequest, type TotpEnrolment } from '@academy/shared/second-factor';
import { Button } from '../../../components/ui/button.tsx';
import { FormMessage } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useForm } from '../../../lib/use-form.ts';
import { confirmTotp, type SecurityArea, startTotp } from '../api/security.ts';
import { RecoveryCodes } from './recovery-codes.tsx';

/** The key as an app asks it typed: groups of four. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)!.join(' ');

/**
 * Setting up an authenticator app: scan the QR code (or type the key), type the first code it shows,
 * then keep the recovery codes. `onDone` after they are saved.
 */
export function TotpSetUp({ area, onDone, doneLabel }: { area: SecurityArea; onDone: () => void; doneLabel: string }) {
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [failed, setFailed] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);
  useEffect(() => {
    startTotp(area).then(setEnrolment, (err: unknown) => setFailed(err instanceof Error ? err.message : 'The set-up could not start. Please try again.'));
  }, [area]);
  const { errors, failure, busy, onSubmit } = useForm(
    totpCodeRequest,
    async ({ code }) => {
      setCodes(await confirmTotp(area, code));
    },
    {},
  );

  if (codes) return <RecoveryCodes codes={codes} onDone={onDone} doneLabel={doneLabel} />;
  if (failed) return <FormMessage tone="error">{failed}</FormMessage>;
  if (!enrolment) return <Spinner label="Making your key" />;
  return (
    <div className="flex flex-col gap-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-300">
        <li>Open an authenticator app on your phone (Google Authenticator, Microsoft Authenticator, 1Password, Authy…).</li>
        <li>Scan this QR code with it.</li>
        <li>Type the 6-digit code it shows.</li>
      </ol>
      <img
        src={`data:image/svg+xml;base64,${btoa(enrolment.qr_svg)}`}
        alt="QR code to scan with your authenticator app"
        width={192}
        height={192}
        className="self-center rounded-lg bg-white p-2"
      />
      <p className="text-sm text-slate-300">
        Can't scan it? Type this key in the app instead:{' '}
        <code aria-label="Key for your authenticator app" className="rounded bg-navy-950 px-2 py-1 font-mono text-slate-100">
          {grouped(enrolment.secret)}
        </code>
      </p>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label="Confirm your authenticator app">
        {failure && <FormMessage tone="error">{failure}</FormMessage>}
        <Field label="Code from the app" name="code" inputMode="numeric" autoComplete="one-time-code" error={errors.code} disabled={busy} required />
        <Button type="submit" disabled={busy}>
          {busy ? 'Checking…' : 'Turn on'}
        </Button>
      </form>
    </div>
  );
}
