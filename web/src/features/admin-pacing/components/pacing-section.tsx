import { useState } from 'react';
import { toast } from 'sonner';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import { type CoursePacing, coursePacingRequest, MAX_OPEN_DAYS, type Pacing, PACING_LABELS, PACINGS } from '@academy/shared/pacing';
import { Button } from '../../../components/ui/button.tsx';
import { Card, FormMessage } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { instantOfInput, localInputValue } from '../../../lib/time-text.ts';
import { useForm } from '../../../lib/use-form.ts';
import { saveCoursePacing, useCoursePacing } from '../api/pacing.ts';

const HINTS: Record<Pacing, string> = {
  all: 'Every lesson opens as soon as the course is bought.',
  dates: 'Each lesson opens at the time you set (your time); a blank one opens with the purchase.',
  days: "Each lesson opens that many days after the learner's purchase; 0 or blank opens with it.",
  sequence: 'Each lesson opens once the learner has completed the one before it.',
};

/** The form's fields as the request: each lesson's date (read in the admin's zone) or days, by its place. */
const requestValues = (pacing: CoursePacing) => (f: Record<string, string>) => ({
  lessons: pacing.lessons.map((l, i) => ({
    entry: l.entry,
    opens_at: f.pacing === 'dates' && f[`opens-${i}`] ? instantOfInput(f[`opens-${i}`]) : null,
    days: f.pacing === 'days' && f[`days-${i}`]?.trim() ? Number(f[`days-${i}`]) : null,
  })),
});

function PacingForm({ slug, pacing, onSaved }: { slug: string; pacing: CoursePacing; onSaved: () => Promise<unknown> }) {
  const [mode, setMode] = useState<Pacing>(pacing.pacing);
  const { errors, failure, busy, onSubmit } = useForm(
    coursePacingRequest,
    async (data) => {
      toast.success(await saveCoursePacing(slug, data), { duration: ADMIN_TOAST_MS });
      await onSaved();
    },
    { values: requestValues(pacing) },
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Pacing" className="flex min-w-0 flex-col gap-4">
      {failure && <FormMessage tone="error">{failure}</FormMessage>}
      <SelectField
        label="How the lessons open"
        name="pacing"
        value={mode}
        onChange={(e) => setMode(e.target.value as Pacing)}
        options={PACINGS.map((p) => [p, PACING_LABELS[p]] as const)}
        disabled={busy}
      />
      <p className="text-sm text-slate-400">{HINTS[mode]}</p>
      {(mode === 'dates' || mode === 'days') && (
        <ol aria-label="Lessons" className="grid gap-3 sm:grid-cols-2">
          {pacing.lessons.map((l, i) => (
            <li key={l.entry} className="min-w-0">
              {mode === 'dates' ? (
                <Field
                  label={`Lesson ${i + 1}: ${l.title} opens`}
                  name={`opens-${i}`}
                  type="datetime-local"
                  defaultValue={l.opens_at ? localInputValue(l.opens_at) : undefined}
                  disabled={busy}
                />
              ) : (
                <Field
                  label={`Lesson ${i + 1}: ${l.title}, days after purchase`}
                  name={`days-${i}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={MAX_OPEN_DAYS}
                  defaultValue={l.days ?? undefined}
                  disabled={busy}
                />
              )}
            </li>
          ))}
        </ol>
      )}
      {errors.lessons && (
        <p role="alert" className="text-sm text-red-300">
          {errors.lessons}
        </p>
      )}
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save pacing'}
        </Button>
      </div>
    </form>
  );
}

/** A course's pacing on its update page: when each lesson of its Courses list opens to a buyer (docs/decisions/094-pacing.md). */
export function PacingSection({ slug }: { slug: string }) {
  const { data, error, mutate } = useCoursePacing(slug);
  return (
    <Card className="max-w-3xl">
      <section aria-labelledby="pacing-heading" className="flex flex-col gap-4">
        <h2 id="pacing-heading" className="text-xl font-semibold">
          Pacing
        </h2>
        {error && <p role="alert">The pacing could not be loaded.</p>}
        {!data && !error && <Spinner label="Loading the pacing" />}
        {/* A save reads the course again: the lessons' titles and openings start from what is stored. */}
        {data && <PacingForm key={JSON.stringify(data)} slug={slug} pacing={data} onSaved={mutate} />}
      </section>
    </Card>
  );
}
