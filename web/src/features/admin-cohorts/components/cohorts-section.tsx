import { useState } from 'react';
import type { AdminCohort } from '@academy/shared/cohorts';
import { SESSION_TIME } from '@academy/shared/live-session-times';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { showDialog } from '../../../lib/dialogs.ts';
import { useToastedAction } from '../../../lib/toasted-action.ts';
import { removeCohort, useAdminCohorts } from '../api/cohorts.ts';
import { CohortForm } from './cohort-form.tsx';

/** 'new', a cohort being edited, or none open. */
type Editing = 'new' | AdminCohort | null;

const when = (c: AdminCohort) => new Date(c.starts_at).toLocaleString(undefined, { ...SESSION_TIME, timeZoneName: 'short' });
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A course's cohorts on its update page: add, edit, remove (after a question), with their members and those waiting. */
export function CohortsSection({ slug }: { slug: string }) {
  const { data, error, mutate } = useAdminCohorts(slug);
  const [editing, setEditing] = useState<Editing>(null);
  const removing = useToastedAction();

  async function remove(c: AdminCohort) {
    const sure = await showDialog({
      title: 'Remove this cohort?',
      text: `"${c.name}" goes with its live sessions. Its ${plural(c.members, 'member')} keep the course and take the next open seat, or wait for one.`,
      tone: 'warning',
      confirmText: 'Remove cohort',
      cancelText: 'Keep it',
    });
    if (sure && (await removing.run(() => removeCohort(c.id)))) await mutate();
  }

  const idle = !removing.busy && editing === null;
  return (
    <Card className="max-w-3xl">
      <section aria-labelledby="cohorts-heading" className="flex flex-col gap-4">
        <h2 id="cohorts-heading" className="text-xl font-semibold">
          Cohorts
        </h2>
        <p className="text-sm text-slate-400">
          Dated runs of the course with their seats. Once it has one, buying joins the next cohort with a seat left, and the course is not sold while none has
          one. Days after purchase count from the cohort's start, and a live session may be for one cohort.
        </p>
        {error && <p role="alert">The cohorts could not be loaded.</p>}
        {!data && !error && <Spinner label="Loading the cohorts" />}
        {data && data.cohorts.length === 0 && <p className="text-sm text-slate-300">No cohorts: the course is sold to anyone, any time.</p>}
        {data && data.waiting > 0 && (
          <p role="status" className="text-sm text-amber-300">
            {plural(data.waiting, 'buyer')} {data.waiting === 1 ? 'waits' : 'wait'} for a seat: the next cohort you add or give seats takes them first.
          </p>
        )}
        {data && data.cohorts.length > 0 && (
          <ul className="flex flex-col gap-2">
            {data.cohorts.map((c) => (
              <li key={c.id} className="flex min-w-0 flex-wrap items-center justify-between gap-3 rounded-lg border border-navy-700 px-3 py-2.5">
                <span className="min-w-0 break-words">
                  {c.name}
                  <span className="block text-xs text-slate-400">
                    {c.started ? 'Started' : 'Starts'} {when(c)} · {c.members} of {plural(c.seats, 'seat')} taken
                  </span>
                </span>
                <span className="flex gap-2">
                  <Button variant="secondary" disabled={!idle} onClick={() => setEditing(c)} aria-label={`Edit ${c.name}`}>
                    Edit
                  </Button>
                  <Button variant="danger" disabled={!idle} onClick={() => void remove(c)} aria-label={`Remove ${c.name}`}>
                    Remove
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )}
        {editing ? (
          <CohortForm
            key={editing === 'new' ? 'new' : editing.id}
            slug={slug}
            cohort={editing === 'new' ? null : editing}
            onDone={(saved) => {
              if (saved) void mutate(saved, { revalidate: false });
              setEditing(null);
            }}
          />
        ) : (
          <Button className="w-fit" disabled={!idle || !data} onClick={() => setEditing('new')}>
            Add a cohort
          </Button>
        )}
      </section>
    </Card>
  );
}
