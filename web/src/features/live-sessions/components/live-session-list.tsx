import type { LearnerLiveSession } from '@academy/shared/live-sessions';
import { SESSION_TIME } from '@academy/shared/live-session-times';
import { buttonClass } from '../../../components/ui/button.tsx';
import { calendarHref, joinHref, useLiveSessions } from '../api/live-sessions.ts';

/** "Tue, 1 Dec 2026, 15:00": the start in the learner's own zone, as their browser keeps it. */
const localTime = (iso: string) => new Date(iso).toLocaleString(undefined, SESSION_TIME);
/** "WAT", "GMT-5": which zone that is. */
const zoneName = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { timeZoneName: 'short' }).formatToParts(new Date(iso)).find((p) => p.type === 'timeZoneName')?.value ?? '';

/** One scheduled session: when, seats, and what the learner can do now. */
export function Session({ session: s }: { session: LearnerLiveSession }) {
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-navy-700 px-3 py-2.5 text-sm">
      <span className="min-w-0 break-words font-semibold text-slate-100">{s.title}</span>
      <span className="text-xs text-slate-400">
        <time dateTime={s.starts_at}>{localTime(s.starts_at)}</time> {zoneName(s.starts_at)} · {s.minutes} min
        {s.seats_left !== null && s.join !== 'ended' && ` · ${s.seats_left === 0 ? 'full' : `${s.seats_left} ${s.seats_left === 1 ? 'seat' : 'seats'} left`}`}
      </span>
      {s.join === 'later' && <span className="text-xs text-slate-400">The join link opens 15 minutes before the start.</span>}
      {s.join === 'ended' && <span className="text-xs text-slate-400">{s.recorded ? 'Ended: its recording is in the chapters above.' : 'Ended.'}</span>}
      {s.join !== 'ended' && (
        <span className="flex flex-wrap gap-2">
          {/* Full, a join would only be refused: the seat is kept for those who already joined. */}
          {s.join_path && (s.attended || s.seats_left !== 0) && (
            <a
              href={joinHref(s.join_path)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClass('primary')}
              aria-label={`Join ${s.title} (opens in a new tab)`}
            >
              Join
            </a>
          )}
          <a href={calendarHref(s.id)} download className={buttonClass('secondary')} aria-label={`Add ${s.title} to calendar`}>
            Add to calendar
          </a>
        </span>
      )}
    </li>
  );
}

/** The Live Sessions tab's scheduled sessions, under its recordings: soonest first, each in the learner's own time. */
export function LiveSessionList({ slug }: { slug: string }) {
  const { data: sessions } = useLiveSessions(slug);
  if (!sessions?.length) return null;
  return (
    <section aria-labelledby="scheduled-sessions" className="mt-5">
      <h2 id="scheduled-sessions" className="mb-2 px-1 text-sm font-semibold text-slate-300">
        Scheduled sessions
      </h2>
      <ul className="flex flex-col gap-2">
        {sessions.map((s) => (
          <Session key={s.id} session={s} />
        ))}
      </ul>
    </section>
  );
}
