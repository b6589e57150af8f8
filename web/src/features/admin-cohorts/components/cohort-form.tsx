import { toast } from 'sonner';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import { type AdminCohort, type AdminCohorts, cohortRequest } from '@academy/shared/cohorts';
import { SEAT_LIMIT_MAX } from '@academy/shared/live-sessions';
import { Field } from '../../../components/ui/field.tsx';
import { SectionForm } from '../../../components/ui/section-form.tsx';
import { instantOfInput, localInputValue } from '../../../lib/time-text.ts';
import { useForm } from '../../../lib/use-form.ts';
import { saveCohort } from '../api/cohorts.ts';

/** The form's text as the request: the start read in the admin's zone and sent as an instant, the seats as a number. */
const requestValues = (f: Record<string, string>) => ({
  starts_at: instantOfInput(f.starts_at),
  seats: f.seats ? Number(f.seats) : Number.NaN,
});

/** Adds a cohort to the course, or edits one: its name, start (in the admin's time) and seats. */
export function CohortForm({ slug, cohort, onDone }: { slug: string; cohort: AdminCohort | null; onDone: (saved?: AdminCohorts) => void }) {
  const { errors, failure, busy, onSubmit } = useForm(
    cohortRequest,
    async (data) => {
      const saved = await saveCohort(slug, cohort?.id ?? null, data);
      toast.success(saved.message, { duration: ADMIN_TOAST_MS });
      onDone(saved.data);
    },
    { values: requestValues, leaves: true },
  );
  const heading = cohort ? `Edit cohort: ${cohort.name}` : 'New cohort';
  return (
    <SectionForm heading={heading} failure={failure} busy={busy} saveText="Save cohort" onSubmit={onSubmit} onCancel={() => onDone()}>
      <Field
        label="Cohort name"
        name="name"
        placeholder="January 2027"
        defaultValue={cohort?.name}
        error={errors.name}
        disabled={busy}
        className="sm:col-span-2"
      />
      <Field
        label="Starts (your time)"
        name="starts_at"
        type="datetime-local"
        defaultValue={cohort ? localInputValue(cohort.starts_at) : undefined}
        error={errors.starts_at}
        disabled={busy}
      />
      <Field
        label="Seats"
        name="seats"
        type="number"
        inputMode="numeric"
        min={1}
        max={SEAT_LIMIT_MAX}
        defaultValue={cohort?.seats ?? 30}
        error={errors.seats}
        disabled={busy}
      />
    </SectionForm>
  );
}
