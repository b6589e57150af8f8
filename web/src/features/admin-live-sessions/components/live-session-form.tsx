import { toast } from 'sonner';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import type { AdminCohort } from '@academy/shared/cohorts';
import { type AdminLiveSession, LIVE_MINUTES, liveSessionRequest, SEAT_LIMIT_MAX } from '@academy/shared/live-sessions';
import { Field } from '../../../components/ui/field.tsx';
import { SectionForm } from '../../../components/ui/section-form.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { instantOfInput, localInputValue } from '../../../lib/time-text.ts';
import { useForm } from '../../../lib/use-form.ts';
import { saveLiveSession } from '../api/live-sessions.ts';

/** The form's text as the request: the start read in the admin's zone and sent as an instant, numbers as numbers, blank seats as no limit. */
const requestValues = (f: Record<string, string>) => ({
  starts_at: instantOfInput(f.starts_at),
  minutes: f.minutes ? Number(f.minutes) : Number.NaN,
  seat_limit: f.seat_limit?.trim() ? Number(f.seat_limit) : null,
  cohort_id: f.cohort_id || null,
});

/** Schedules a live session for the course, or edits one: its title, start (in the admin's time), length, join link, seats and who it is for. */
export function LiveSessionForm({
  slug,
  session,
  cohorts,
  onDone,
}: {
  slug: string;
  session: AdminLiveSession | null;
  /** The course's cohorts: a session may be for one of them. */
  cohorts: readonly AdminCohort[];
  onDone: (saved: boolean) => void;
}) {
  const { errors, failure, busy, onSubmit } = useForm(
    liveSessionRequest,
    async (data) => {
      toast.success(await saveLiveSession(slug, session?.id ?? null, data), { duration: ADMIN_TOAST_MS });
      onDone(true);
    },
    { values: requestValues, leaves: true },
  );
  const heading = session ? `Edit live session: ${session.title}` : 'New live session';
  return (
    <SectionForm heading={heading} failure={failure} busy={busy} saveText="Save session" onSubmit={onSubmit} onCancel={() => onDone(false)}>
      <Field label="Session title" name="title" defaultValue={session?.title} error={errors.title} disabled={busy} className="sm:col-span-2" />
      <Field
        label="Starts (your time)"
        name="starts_at"
        type="datetime-local"
        defaultValue={session ? localInputValue(session.starts_at) : undefined}
        error={errors.starts_at}
        disabled={busy}
      />
      <Field
        label="Length (minutes)"
        name="minutes"
        type="number"
        inputMode="numeric"
        min={LIVE_MINUTES.min}
        max={LIVE_MINUTES.max}
        defaultValue={session?.minutes ?? 60}
        error={errors.minutes}
        disabled={busy}
      />
      <Field
        label="Join link"
        name="join_url"
        type="url"
        placeholder="https://zoom.us/j/..."
        hint="Zoom, Google Meet, YouTube Live or any https page. Buyers see it from 15 minutes before the start."
        defaultValue={session?.join_url}
        error={errors.join_url}
        disabled={busy}
        className="sm:col-span-2"
      />
      <Field
        label="Seat limit (blank: no limit)"
        name="seat_limit"
        type="number"
        inputMode="numeric"
        min={1}
        max={SEAT_LIMIT_MAX}
        defaultValue={session?.seat_limit ?? undefined}
        error={errors.seat_limit}
        disabled={busy}
      />
      {cohorts.length > 0 && (
        <SelectField
          label="For"
          name="cohort_id"
          defaultValue={session?.cohort_id ?? ''}
          options={[['', 'Every buyer'], ...cohorts.map((c) => [c.id, `${c.name} only`] as const)]}
          disabled={busy}
        />
      )}
    </SectionForm>
  );
}
