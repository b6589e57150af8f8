import { type SubmitEvent, useId } from 'react';
import { toast } from 'sonner';
import { ACTIVATION_LIMIT, type AdminLicence, licenceLimitRequest } from '@academy/shared/licences';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import { Button } from '../../../components/ui/button.tsx';
import { useToastedAction } from '../../../lib/toasted-action.ts';
import { showDialog } from '../../../lib/dialogs.ts';
import { checkForm, formValues } from '../../../lib/form.ts';
import { resetActivations } from '../api/reset-activations.ts';
import { setLicenceRevoked } from '../api/revoke-licence.ts';
import { setLicenceLimit } from '../api/set-licence-limit.ts';

const LIMITS = Array.from({ length: ACTIVATION_LIMIT.max - ACTIVATION_LIMIT.min + 1 }, (_, i) => ACTIVATION_LIMIT.min + i);
const small = 'px-3 py-1.5';

/** A licence's actions: each says what the server answered, then the table is read again. */
export function LicenceActions({ licence, onChanged }: { licence: AdminLicence; onChanged: () => Promise<unknown> }) {
  const { busy, run } = useToastedAction({ duration: ADMIN_TOAST_MS });
  const limitId = useId();

  async function act(action: () => Promise<string>) {
    if (await run(action)) await onChanged();
  }

  async function reset() {
    const sure = await showDialog({
      title: 'Reset activations?',
      text: `Every trading account on ${licence.key} loses its slot; the robot takes one again where it next starts.`,
      tone: 'warning',
      confirmText: 'Yes, reset',
      cancelText: 'Cancel',
    });
    if (sure) await act(() => resetActivations(licence.id));
  }

  function changeLimit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    // The empty choice is "Follow robot": no limit of its own.
    const { limit } = formValues(e.currentTarget);
    const { data, errors } = checkForm(licenceLimitRequest, { limit: limit || null });
    if (data) void act(() => setLicenceLimit(licence.id, data));
    else toast.error(errors.limit ?? 'Choose a limit', { duration: ADMIN_TOAST_MS });
  }

  return (
    <div className="flex flex-col gap-2 whitespace-nowrap">
      {/* A refund took the robot back: restoring its licence would run a robot nobody owns. */}
      {licence.refunded ? (
        <p className="max-w-40 whitespace-normal text-xs text-slate-400">Refunded: it cannot be restored.</p>
      ) : (
        <Button
          variant={licence.revoked ? 'secondary' : 'danger'}
          className={small}
          disabled={busy}
          aria-label={`${licence.revoked ? 'Restore' : 'Revoke'} ${licence.key}`}
          onClick={() => void act(() => setLicenceRevoked(licence.id, !licence.revoked))}
        >
          {licence.revoked ? 'Restore' : 'Revoke'}
        </Button>
      )}
      <Button variant="secondary" className={small} disabled={busy} aria-label={`Reset activations of ${licence.key}`} onClick={() => void reset()}>
        Reset activations
      </Button>
      <form onSubmit={changeLimit} noValidate className="flex flex-col gap-1.5" aria-label={`Limit of ${licence.key}`}>
        <label htmlFor={limitId} className="text-xs text-slate-400">
          Activation limit
        </label>
        <select
          id={limitId}
          name="limit"
          defaultValue={licence.own_limit ?? ''}
          disabled={busy}
          className="rounded-lg border border-navy-700 bg-navy-950 px-2 py-1.5 text-slate-100"
        >
          <option value="">Follow robot</option>
          {LIMITS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <Button type="submit" variant="secondary" className={small} disabled={busy} aria-label={`Change limit of ${licence.key}`}>
          Change limit
        </Button>
      </form>
    </div>
  );
}
