import { useState } from 'react';
import { useLocation } from 'react-router';
import { mutate } from 'swr';
import { ApiError } from '@academy/shared/api-error';
import type { RobotDetail } from '@academy/shared/catalogue';
import { formatNgn, formatUsd } from '@academy/shared/money';
import { RENT_MONTHS, rentLength } from '@academy/shared/robot-sales';
import { Button, LinkButton } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { paths } from '../../../config/paths.ts';
import { api, HandledApiError } from '../../../lib/api-client.ts';
import { showAlert } from '../../../lib/dialogs.ts';
import { useSession } from '../../../lib/session.ts';
import { initializePayment } from '../../../lib/initialize-payment.ts';
import { licenceTermText } from '../../../lib/licence-term-text.ts';
import { usePaymentRails } from '../../../lib/payment-rails.ts';
import { robotKey } from '../api/get-robot.ts';

/** A refusal in the server's words; anything else in general ones. */
async function explain(err: unknown, title: string) {
  if (err instanceof HandledApiError) return;
  await showAlert(err instanceof ApiError && err.code !== 0 ? err.message : 'Something went wrong. Please try again.', title);
}

/**
 * A robot's rental and free trial (docs/decisions/079-robot-rent-and-trials.md): the customer's own
 * licence term when they hold one, else the months to rent it for and the trial to start. Renting
 * again while a rental runs adds the months to its end.
 */
export function RobotTermsPanel({ robot }: { robot: RobotDetail }) {
  const { rent, trial } = robot.terms;
  // Nothing to offer an owner, nor for a robot sold outright only: no reads either (the page arrives whole).
  if (robot.owned || (!rent && !trial && !robot.my_licence)) return null;
  return <TermsPanel robot={robot} />;
}

/** A signed-in customer's ways to pay a rental (read only for them: a guest is asked to log in). */
function RentButtons({ busy, label, onPay }: { busy: boolean; label: string; onPay: (provider: string) => void }) {
  const { rails } = usePaymentRails();
  return rails.map((rail, i) => (
    <Button key={rail.name} onClick={() => onPay(rail.name)} disabled={busy} variant={i === 0 ? 'primary' : 'secondary'}>
      {busy ? 'Processing…' : `${label}: ${rail.label}`}
    </Button>
  ));
}

function TermsPanel({ robot }: { robot: RobotDetail }) {
  const { session } = useSession();
  const { pathname } = useLocation();
  const [months, setMonths] = useState<number>(RENT_MONTHS[0]);
  const [busy, setBusy] = useState(false);
  const { rent, trial } = robot.terms;
  const licence = robot.my_licence;

  async function pay(provider: string) {
    if (!rent) return;
    setBusy(true);
    try {
      const { invoice_url } = await initializePayment(provider, {
        amount: Math.round(rent.usd * months * 100) / 100,
        metadata: { rent: { robot: robot.slug, months } },
      });
      window.location.assign(invoice_url);
    } catch (err) {
      setBusy(false);
      await explain(err, 'Payment');
    }
  }

  async function startTrial() {
    setBusy(true);
    try {
      await api(`robots/${encodeURIComponent(robot.slug)}/trial`, { body: {} });
      await mutate(robotKey(robot.slug));
    } catch (err) {
      await explain(err, 'Free trial');
    } finally {
      setBusy(false);
    }
  }

  const signedIn = Boolean(session.customer);
  return (
    <section aria-label="Rent or try" className="flex flex-col gap-4 border-t border-navy-800 pt-5">
      {licence && (
        <div role="status" className="flex flex-col gap-2 rounded-xl border border-accent-400/30 bg-accent-400/10 p-4">
          <p className="font-semibold text-white" data-testid="licence-term">
            {licenceTermText(licence)}
          </p>
          <LinkButton to={paths.dashboard.robot(robot.slug)} variant="secondary" className="w-fit">
            Open in your dashboard
          </LinkButton>
        </div>
      )}
      {rent && (
        <div className="flex flex-col gap-3">
          <h2 className="text-sm font-semibold text-slate-200">{licence?.term === 'rent' ? 'Extend your rental' : 'Rent it'}</h2>
          <SelectField
            label="Rental period"
            value={months}
            onChange={(e) => setMonths(Number(e.target.value))}
            options={RENT_MONTHS.map((m) => [m, `${rentLength(m)}: ${formatUsd(rent.usd * m)} (${formatNgn(rent.price * m)})`] as const)}
            disabled={busy}
          />
          {signedIn ? (
            <RentButtons busy={busy} label={`Rent for ${rentLength(months)}`} onPay={(provider) => void pay(provider)} />
          ) : (
            <LinkButton to={paths.loginThen(pathname)}>Log in to rent it</LinkButton>
          )}
          <p className="text-xs text-slate-400">{formatUsd(rent.usd)} a month. Renting again adds the months to the end of your rental.</p>
        </div>
      )}
      {trial && !licence && (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-slate-300">
            {trial.kind === 'demo' ? 'Try it free on a demo trading account.' : `Try it free for ${trial.days} days from your first activation.`}
          </p>
          {signedIn ? (
            <Button variant="secondary" onClick={() => void startTrial()} disabled={busy}>
              Start free trial
            </Button>
          ) : (
            <LinkButton to={paths.loginThen(pathname)} variant="secondary">
              Log in to try it free
            </LinkButton>
          )}
        </div>
      )}
    </section>
  );
}
