import { useState } from 'react';
import type { AdminCohort } from '@academy/shared/cohorts';
import type { AdminLiveSession } from '@academy/shared/live-sessions';
import { SESSION_TIME } from '@academy/shared/live-session-times';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useToastedAction } from '../../../lib/toasted-action.ts';
import { showDialog } from '../../../lib/dialogs.ts';
import { cancelLiveSession, useAdminLiveSessions } from '../api/live-sessions.ts';
import { LiveSessionForm } from './live-session-form.tsx';
import { RecordingForm } from './recording-form.tsx';

/** 'new', a session being edited, or none open. */
type Editing = 'new' | AdminLiveSession | null;

const when = (s: AdminLiveSession) => new Date(s.starts_at).toLocaleString(undefined, { ...SESSION_TIME, timeZoneName: 'short' });

/** A course's live sessions on its update page: schedule (for every buyer or one cohort), edit, cancel (after a question), and a past one's recording. */
export function LiveSessionsSection({
  slug,
  cohorts,
  onCourseChanged,
}: {
  slug: string;
  /** The course's cohorts (features/admin-cohorts): a session may be for one of them. */
  cohorts: readonly AdminCohort[];
  onCourseChanged: () => Promise<unknown>;
}) {
  const { data: sessions, error, mutate } = useAdminLiveSessions(slug);
  const cohortName = (id: string | null) => cohorts.find((c) => c.id === id)?.name;
  const [editing, setEditing] = useState<Editing>(null);
  const cancelling = useToastedAction();

  async function cancel(s: AdminLiveSession) {
    const sure = await showDialog({
      title: 'Cancel this live session?',
      text: `"${s.title}" leaves the buyers' list, with who joined it.`,
      tone: 'warning',
      confirmText: 'Cancel session',
      cancelText: 'Keep it',
    });
    if (sure && (await cancelling.run(() => cancelLiveSession(s.id)))) await mutate();
  }

  async function done(saved: boolean) {
    if (saved) await mutate();
    setEditing(null);
  }

  const idle = !cancelling.busy && editing === null;
  return (
    <Card className="max-w-3xl">
      <section aria-labelledby="live-sessions-heading" className="flex flex-col gap-4">
        <h2 id="live-sessions-heading" className="text-xl font-semibold">
          Live sessions
        </h2>
        <p className="text-sm text-slate-400">
          Classes buyers join at a time: they see them in their own time, get reminders a day and 15 minutes before, and the join link from 15 minutes before.
        </p>
        {error && <p role="alert">The live sessions could not be loaded.</p>}
        {!sessions && !error && <Spinner label="Loading the live sessions" />}
        {sessions && sessions.length === 0 && <p className="text-sm text-slate-300">No live sessions yet.</p>}
        {sessions && sessions.length > 0 && (
          <ul className="flex flex-col gap-2">
            {sessions.map((s) => (
              <li key={s.id} className="flex min-w-0 flex-col gap-3 rounded-lg border border-navy-700 px-3 py-2.5">
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <span className="min-w-0 break-words">
                    {s.title}
                    <span className="block text-xs text-slate-400">
                      {when(s)} · {s.minutes} min · {s.attended} joined{s.seat_limit !== null && ` of ${s.seat_limit} seats`}
                      {s.cohort_id && ` · ${cohortName(s.cohort_id) ?? 'one cohort'} only`}
                      {s.recording && ' · recording added'}
                    </span>
                  </span>
                  <span className="flex gap-2">
                    <Button variant="secondary" disabled={!idle} onClick={() => setEditing(s)} aria-label={`Edit ${s.title}`}>
                      Edit
                    </Button>
                    <Button variant="danger" disabled={!idle} onClick={() => void cancel(s)} aria-label={`Cancel ${s.title}`}>
                      Cancel
                    </Button>
                  </span>
                </div>
                {s.ended && !s.recording && <RecordingForm session={s} onSaved={() => Promise.all([mutate(), onCourseChanged()])} />}
              </li>
            ))}
          </ul>
        )}
        {editing ? (
          <LiveSessionForm
            key={editing === 'new' ? 'new' : editing.id}
            slug={slug}
            session={editing === 'new' ? null : editing}
            cohorts={cohorts}
            onDone={(saved) => void done(saved)}
          />
        ) : (
          <Button className="w-fit" disabled={!idle || !sessions} onClick={() => setEditing('new')}>
            Schedule a session
          </Button>
        )}
      </section>
    </Card>
  );
}
