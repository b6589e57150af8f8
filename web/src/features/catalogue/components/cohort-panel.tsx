import type { CourseCohorts } from '@academy/shared/course-cohorts';
import { utcTime } from '../../../lib/time-text.ts';

const seatsLeft = (n: number) => `${n} ${n === 1 ? 'seat' : 'seats'} left`;

/**
 * A course sold by cohort, under its price: the cohort buying joins, or why it cannot be bought now;
 * for its buyer, their own cohort or that they wait for the next one.
 */
export function CohortPanel({ cohorts }: { cohorts: CourseCohorts }) {
  const { next, member } = cohorts;
  let text: string;
  if (member?.cohort) text = `Your cohort: ${member.cohort.name}, from ${utcTime(member.cohort.starts_at)}.`;
  else if (member) text = 'You have a place in the next cohort the academy schedules: we will show it here.';
  else if (next) text = `Buying joins the next cohort: ${next.name}, from ${utcTime(next.starts_at)} (${seatsLeft(next.seats_left)}).`;
  else text = 'Every cohort has started or is full: the course opens again with its next cohort.';
  return (
    <p role="status" aria-label="Cohort" className="rounded-lg border border-accent-400/30 bg-accent-400/5 px-3 py-2.5 text-sm text-slate-200">
      {text}
    </p>
  );
}
