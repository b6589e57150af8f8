import { useState } from 'react';
import { toast } from 'sonner';
import type { OwnLicence } from '@academy/shared/licences';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { toastFailure, useToastedAction } from '../../../lib/toasted-action.ts';
import { ago, dateOnly, dateTime } from '../../../lib/time-text.ts';
import { deactivateAccount, makeDownloadLink } from '../api/robot-licence.ts';

/** Copies to the clipboard; where the browser refuses, the text is selected for the person to copy. */
async function copy(text: string, field: HTMLInputElement | null, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(`${what} copied`);
  } catch {
    field?.select();
    toast.info(`Press Ctrl+C (or ⌘C) to copy the ${what.toLowerCase()}`);
  }
}

const sectionTitle = 'text-lg font-semibold';

function LicenceKey({ licence }: { licence: OwnLicence }) {
  const [field, setField] = useState<HTMLInputElement | null>(null);
  return (
    <div>
      <label htmlFor="licence-key" className={sectionTitle}>
        Licence key
      </label>
      {licence.revoked && (
        <p role="alert" className="mt-2 rounded-lg border border-red-400/40 bg-red-400/10 p-3 text-sm text-red-200">
          This licence was revoked: the robot will not run, and it cannot be downloaded. Please contact us.
        </p>
      )}
      <div className="mt-2 flex flex-col gap-2 sm:flex-row">
        <input
          id="licence-key"
          ref={setField}
          readOnly
          value={licence.key}
          className="w-full min-w-0 rounded-lg border border-navy-700 bg-navy-950 px-3 py-2.5 font-mono text-sm tracking-wider text-slate-100"
        />
        <Button variant="secondary" className="shrink-0" onClick={() => void copy(licence.key, field, 'Licence key')}>
          Copy key
        </Button>
      </div>
      <p className="mt-2 text-sm text-slate-400">Your download already holds it (LICENSE.txt, and a preset that fills it in); the robot checks it on start.</p>
    </div>
  );
}

function Activations({ slug, licence }: { slug: string; licence: OwnLicence }) {
  const { busy, run } = useToastedAction();
  const used = licence.activations.length;
  const left = Math.max(0, licence.activation_limit - used);

  return (
    <section aria-labelledby="activations-title">
      <h2 id="activations-title" className={sectionTitle}>
        Trading accounts
      </h2>
      <p className="mt-1 text-sm text-slate-300">
        {used} of {licence.activation_limit} used, {left} {left === 1 ? 'slot' : 'slots'} left. The robot activates an account the first time it runs there;
        deactivate one you no longer use to free its slot.
      </p>
      {used === 0 ? (
        <p className="mt-3 text-sm text-slate-400">No account yet: run the robot on your trading account and it appears here.</p>
      ) : (
        <ul className="mt-2 divide-y divide-navy-800">
          {licence.activations.map((a) => (
            <li key={a.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-semibold break-words">
                  {a.account} <span className="font-normal text-slate-400">on</span> {a.server}
                </p>
                <p className="text-sm text-slate-400">
                  First seen <time dateTime={a.first_seen_at}>{dateTime(a.first_seen_at)}</time> · last seen{' '}
                  <time dateTime={a.last_seen_at}>{ago(a.last_seen_at)}</time>
                </p>
              </div>
              <Button
                variant="secondary"
                className="self-start px-3 py-1.5 sm:self-auto"
                disabled={busy}
                aria-label={`Deactivate account ${a.account} on ${a.server}`}
                onClick={() => void run(() => deactivateAccount(slug, a.id))}
              >
                Deactivate
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Versions({ licence }: { licence: OwnLicence }) {
  return (
    <section aria-labelledby="versions-title">
      <h2 id="versions-title" className={sectionTitle}>
        Versions
      </h2>
      <p className="mt-1 text-sm text-slate-300">Updates are included: every download is the latest version.</p>
      <ol className="mt-2 divide-y divide-navy-800">
        {licence.versions.map((v, i) => (
          <li key={v.version} className="py-3">
            <p className="font-semibold">
              {v.version} <span className="font-normal text-slate-400">· {dateOnly(v.released_at)}</span>
              {i === 0 && <span className="ml-2 rounded-full bg-accent-400/10 px-2.5 py-0.5 text-xs font-semibold text-accent-400">Latest</span>}
            </p>
            <p className="mt-1 text-sm whitespace-pre-line text-slate-300">{v.changelog}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Downloads({ licence }: { licence: OwnLicence }) {
  return (
    <section aria-labelledby="downloads-title">
      <h2 id="downloads-title" className={sectionTitle}>
        Download history
      </h2>
      {licence.downloads.length === 0 ? (
        <p className="mt-1 text-sm text-slate-400">Not downloaded yet.</p>
      ) : (
        <ul className="mt-2 divide-y divide-navy-800 text-sm">
          {licence.downloads.map((d) => (
            <li key={d.downloaded_at} className="flex flex-col py-2 sm:flex-row sm:justify-between sm:gap-4">
              <span>
                <time dateTime={d.downloaded_at}>{dateTime(d.downloaded_at)}</time> · version {d.version}
              </span>
              <span className="break-words text-slate-400">{d.client}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A link for another device: made on demand, shown with its expiry, copied when the browser allows. */
export function DownloadLinkButton({ slug }: { slug: string }) {
  const [link, setLink] = useState<{ url: string; expires_at: string } | null>(null);
  const [field, setField] = useState<HTMLInputElement | null>(null);
  const [busy, setBusy] = useState(false);

  async function make() {
    setBusy(true);
    try {
      const made = await makeDownloadLink(slug);
      setLink(made);
      await copy(made.url, field, 'Download link');
    } catch (err) {
      toastFailure(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Button variant="secondary" className="w-fit" disabled={busy} onClick={() => void make()}>
        Copy a download link
      </Button>
      {link && (
        <>
          <label htmlFor="download-link" className="text-sm text-slate-300">
            For a phone or a download manager; no sign-in needed until{' '}
            {new Date(link.expires_at).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit' })}
          </label>
          <input
            id="download-link"
            ref={setField}
            readOnly
            value={link.url}
            className="w-full min-w-0 rounded-lg border border-navy-700 bg-navy-950 px-3 py-2 font-mono text-xs text-slate-200"
          />
        </>
      )}
    </div>
  );
}

/** The robot page's licence: key, trading accounts, versions and download history. */
export function RobotLicence({ slug, licence }: { slug: string; licence: OwnLicence }) {
  return (
    <Card className="mt-8 flex flex-col gap-8">
      <LicenceKey licence={licence} />
      <Activations slug={slug} licence={licence} />
      <Versions licence={licence} />
      <Downloads licence={licence} />
    </Card>
  );
}
