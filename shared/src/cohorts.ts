import { z } from 'zod';
import { slug } from './catalogue.ts';
import { envelope } from './envelope.ts';
import { SEAT_LIMIT_MAX } from './live-sessions.ts';

export const COHORT_NAME_MAX = 80;
const seatsMessage = `Seats are a whole number from 1 to ${SEAT_LIMIT_MAX}`;

/** `POST admin/courses/:slug/cohorts`, `POST admin/cohorts/:id`: a cohort, whole. */
export const cohortRequest = z.object({
  name: z
    .string({ error: 'The name is required' })
    .trim()
    .min(1, { message: 'The name is required' })
    .max(COHORT_NAME_MAX, { message: `The name is at most ${COHORT_NAME_MAX} characters` })
    .regex(/^[^\u0000-\u001f]*$/, { message: 'The name contains invalid characters' }),
  starts_at: z.iso.datetime({ offset: true, message: 'Choose when it starts' }),
  seats: z.number({ error: seatsMessage }).int({ message: seatsMessage }).min(1, { message: seatsMessage }).max(SEAT_LIMIT_MAX, { message: seatsMessage }),
});
export type CohortRequest = z.infer<typeof cohortRequest>;

export const cohortParams = z.object({ id: z.uuid({ message: 'id must be a cohort id' }) });
export const courseCohortsParams = z.object({ slug });

/** A cohort as the admin sees it: its members, and whether it has started by the shop's clock. */
export const adminCohort = z.object({
  id: z.uuid(),
  name: z.string(),
  starts_at: z.iso.datetime({ offset: true }),
  seats: z.number().int(),
  members: z.number().int(),
  started: z.boolean(),
});
export type AdminCohort = z.infer<typeof adminCohort>;

/** A course's cohorts, soonest first, and how many buyers wait for a seat (they bought while every cohort was taken). */
export const adminCohorts = z.object({ cohorts: z.array(adminCohort), waiting: z.number().int() });
export type AdminCohorts = z.infer<typeof adminCohorts>;
export const adminCohortsResponse = envelope(adminCohorts);
