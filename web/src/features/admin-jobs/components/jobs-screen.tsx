import type { JobEntry } from '@academy/shared/jobs';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { dateTime } from '../../../lib/time-text.ts';
import { useToastedAction } from '../../../lib/toasted-action.ts';
import { sendAgain, useJobs } from '../api/jobs.ts';

const STATE: Record<JobEntry['state'], { label: string; tone: string }> = {
  created: { label: 'Waiting its turn', tone: 'text-slate-200' },
  active: { label: 'Being sent', tone: 'text-accent-400' },
  retry: { label: 'To be tried again', tone: 'text-amber-300' },
  failed: { label: 'Given up on', tone: 'text-red-400' },
};

function Job({ job, onSent }: { job: JobEntry; onSent: () => Promise<unknown> }) {
  const { busy, run } = useToastedAction({ duration: ADMIN_TOAST_MS });
  const state = STATE[job.state];
  return (
    <li className="flex flex-col gap-2 p-4 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0 break-words">
        <p className="font-semibold">{job.about}</p>
        <p className="text-sm">
          <span className={`font-semibold ${state.tone}`}>{state.label}</span>
          <span className="text-slate-400">
            {' '}
            · {job.queue} · tried {job.retries + (job.state === 'created' || job.state === 'active' ? 0 : 1)} of {job.retry_limit + 1}
            {job.next_try_at && ` · next ${dateTime(job.next_try_at)}`}
          </span>
        </p>
        {job.error && <p className="text-sm text-red-300">Why: {job.error}</p>}
        <p className="text-xs text-slate-500">Promised {dateTime(job.created_at)}</p>
      </div>
      {job.state === 'failed' && (
        <Button variant="secondary" disabled={busy} className="self-start" onClick={() => void run(() => sendAgain(job.id)).then((ok) => ok && onSent())}>
          {busy ? 'Trying…' : 'Try again'}
        </Button>
      )}
    </li>
  );
}

/** What the shop promised after a change (a receipt, a reset link, a refunded member's removal from the group) and has not done yet: why, and a way to try again what was given up on. */
export function JobsScreen() {
  const { data, mutate } = useJobs();
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-semibold">Jobs</h1>
        <p className="mt-1 max-w-2xl text-slate-300">
          Mails and Telegram group removals the shop has promised and not done yet. One that fails is tried again for hours; one given up on waits here to be
          tried again.
        </p>
      </div>
      {!data ? (
        <Spinner label="Loading jobs" />
      ) : data.jobs.length === 0 ? (
        <p className="text-slate-300">Nothing waiting: every mail has left and every removal is done.</p>
      ) : (
        <ul aria-label="Jobs not done yet" className="flex flex-col divide-y divide-navy-800 rounded-2xl border border-navy-700 bg-navy-900">
          {data.jobs.map((job) => (
            <Job key={job.id} job={job} onSent={mutate} />
          ))}
        </ul>
      )}
    </div>
  );
}
