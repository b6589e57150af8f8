import { type SubmitEvent, useState } from 'react';
import type { PasskeyItem } from '@academy/shared/passkeys';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showDialog } from '../../../lib/dialogs.ts';
import { ago, dateOnly } from '../../../lib/time-text.ts';
import { useToastedAction } from '../../../lib/toasted-action.ts';
import { addPasskey, type PasskeyArea, removePasskey, usePasskeys } from '../api/passkeys.ts';

// What a passkey is for, by whose it is (docs/decisions/088-passkeys.md).
const PURPOSE: Record<PasskeyArea, { about: string; does: string }> = {
  customer: {
    about: 'Sign in with your fingerprint, face or screen lock instead of your password. Your password keeps working too.',
    does: 'sign you in',
  },
  admin: {
    about: 'After your password, a passkey confirms it is you: your second factor.',
    does: 'confirm your sign-in',
  },
};

function PasskeyRow({ passkey, busy, onRemove }: { passkey: PasskeyItem; busy: boolean; onRemove: () => void }) {
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words">{passkey.name}</p>
        <p className="mt-1 text-sm text-slate-400">
          Added <time dateTime={passkey.created_at}>{dateOnly(passkey.created_at)}</time>
          {' · '}
          {passkey.last_used_at ? (
            <>
              Last used <time dateTime={passkey.last_used_at}>{ago(passkey.last_used_at)}</time>
            </>
          ) : (
            'Not used yet'
          )}
        </p>
      </div>
      <Button
        variant="secondary"
        className="self-start px-3 py-1.5 sm:self-auto"
        disabled={busy}
        aria-label={`Remove passkey ${passkey.name}`}
        onClick={onRemove}
      >
        Remove
      </Button>
    </li>
  );
}

/**
 * An account's passkeys: each with when it was added and last used, Add a passkey (the browser's own
 * prompt makes it), and Remove, asked first. `area`: a customer's (Account Details) or a staff
 * member's own (the admin's Security page).
 */
export function PasskeyList({ area, className = 'mt-6 max-w-2xl' }: { area: PasskeyArea; className?: string }) {
  const { data } = usePasskeys(area);
  const { busy, run } = useToastedAction();
  const [name, setName] = useState('');

  async function add(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (await run(() => addPasskey(area, name.trim()))) setName('');
  }

  async function remove(passkey: PasskeyItem) {
    const sure = await showDialog({
      title: 'Remove this passkey?',
      text: `“${passkey.name}” will no longer ${PURPOSE[area].does}. You can add it again later.`,
      tone: 'warning',
      confirmText: 'Remove',
      cancelText: 'Keep it',
    });
    if (sure) await run(() => removePasskey(area, passkey.id));
  }

  return (
    <Card className={className}>
      <section aria-labelledby="passkeys-title">
        <h2 id="passkeys-title" className="text-xl font-semibold">
          Passkeys
        </h2>
        <p className="mt-1 text-sm text-slate-300">{PURPOSE[area].about}</p>
        {data ? (
          data.length > 0 ? (
            <ul className="mt-2 divide-y divide-navy-800" aria-label="Your passkeys">
              {data.map((p) => (
                <PasskeyRow key={p.id} passkey={p} busy={busy} onRemove={() => void remove(p)} />
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-sm text-slate-400">You have no passkeys yet.</p>
          )
        ) : (
          <Spinner label="Loading your passkeys" />
        )}
        <form className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end" aria-label="Add a passkey" onSubmit={(e) => void add(e)}>
          <Field
            label="Name (optional)"
            name="passkey_name"
            placeholder="e.g. My phone"
            maxLength={60}
            value={name}
            onChange={(e) => setName(e.target.value)}
            disabled={busy}
            className="sm:flex-1"
          />
          <Button type="submit" disabled={busy}>
            {busy ? 'Waiting for your device…' : 'Add a passkey'}
          </Button>
        </form>
      </section>
    </Card>
  );
}
