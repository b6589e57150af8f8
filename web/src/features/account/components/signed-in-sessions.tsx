import { Link } from 'react-router';
import type { SignedInSession } from '@academy/shared/sessions';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { paths } from '../../../config/paths.ts';
import { useToastedAction } from '../../../lib/toasted-action.ts';
import { ago, dateTime } from '../../../lib/time-text.ts';
import { endOtherSessions } from '../api/end-other-sessions.ts';
import { endSession } from '../api/end-session.ts';
import { useSignedInSessions } from '../api/get-signed-in-sessions.ts';

function SessionRow({ session, busy, onEnd }: { session: SignedInSession; busy: boolean; onEnd: () => void }) {
  const signedIn = dateTime(session.signed_in_at);
  return (
    <li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {session.device}
          {session.current && <span className="rounded-full bg-accent-400/10 px-2.5 py-0.5 text-xs font-semibold text-accent-400">This device</span>}
        </p>
        <p className="mt-1 text-sm text-slate-400">
          Signed in <time dateTime={session.signed_in_at}>{signedIn}</time>
          {' · '}
          {/* This session is the one asking: it is active now, whenever it last refreshed. */}
          {session.current ? (
            'Active now'
          ) : (
            <>
              Last seen <time dateTime={session.last_seen_at}>{ago(session.last_seen_at)}</time>
            </>
          )}
        </p>
      </div>
      {!session.current && (
        <Button
          variant="secondary"
          className="self-start px-3 py-1.5 sm:self-auto"
          disabled={busy}
          aria-label={`Sign out ${session.device}, signed in ${signedIn}`}
          onClick={onEnd}
        >
          Sign out
        </Button>
      )}
    </li>
  );
}

/** The account page's list of logins: end any other one, or all others; this one ends with Logout. */
export function SignedInSessions() {
  const { data } = useSignedInSessions();
  const { busy, run } = useToastedAction();
  const others = data?.filter((s) => !s.current) ?? [];

  return (
    <Card className="mt-6 max-w-2xl">
      <section aria-labelledby="sessions-title">
        <h2 id="sessions-title" className="text-xl font-semibold">
          Where you're signed in
        </h2>
        <p className="mt-1 text-sm text-slate-300">
          Don't recognise one? Sign it out, then{' '}
          <Link to={paths.dashboard.changePassword} className="font-semibold text-accent-400 hover:underline">
            change your password
          </Link>
          .
        </p>
        {data ? (
          <ul className="mt-2 divide-y divide-navy-800" aria-label="Sessions">
            {data.map((s) => (
              <SessionRow key={s.id} session={s} busy={busy} onEnd={() => void run(() => endSession({ id: s.id }))} />
            ))}
          </ul>
        ) : (
          <Spinner label="Loading your sessions" />
        )}
        {others.length > 0 && (
          <Button variant="secondary" className="mt-2" disabled={busy} onClick={() => void run(endOtherSessions)}>
            Sign out all other sessions
          </Button>
        )}
      </section>
    </Card>
  );
}
