import type { AdminLicence } from '@academy/shared/licences';
import { ago, dateTime } from '../../../lib/time-text.ts';

/** Slots used against the limit (and whose limit it is), then each trading account holding one. */
export function LicenceActivations({ licence }: { licence: AdminLicence }) {
  return (
    <div className="flex min-w-44 flex-col gap-2">
      <p>
        <span className="font-semibold">
          {licence.activations.length} / {licence.activation_limit} used
        </span>{' '}
        <span className="text-xs text-slate-400">{licence.own_limit === null ? "(robot's limit)" : '(own limit)'}</span>
      </p>
      {licence.activations.length > 0 && (
        <ul className="flex flex-col gap-2" aria-label={`Trading accounts on ${licence.key}`}>
          {licence.activations.map((a) => (
            <li key={a.id}>
              <p className="break-words">
                <span className="font-mono">{a.account}</span> <span className="text-slate-400">on</span> {a.server}
              </p>
              <p className="text-xs text-slate-400">
                First seen <time dateTime={a.first_seen_at}>{dateTime(a.first_seen_at)}</time>
                <br />
                Last seen <time dateTime={a.last_seen_at}>{ago(a.last_seen_at)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
