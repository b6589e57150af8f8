import { z } from 'zod';

/** The cohort buying joins now, as the course page shows it: the first not yet started with a seat left. */
export const openCohort = z.object({ name: z.string(), starts_at: z.iso.datetime({ offset: true }), seats_left: z.number().int() });
export type OpenCohort = z.infer<typeof openCohort>;

/**
 * A course sold by cohort, on its page: the cohort buying joins now (null: every cohort has started or
 * is full, and the course cannot be bought until the admin adds one), and for a buyer their place:
 * their cohort, or null while they wait for one (the next cohort added takes them first).
 */
export const courseCohorts = z.object({
  next: openCohort.nullable(),
  member: z.object({ cohort: z.object({ name: z.string(), starts_at: z.iso.datetime({ offset: true }) }).nullable() }).nullable(),
});
export type CourseCohorts = z.infer<typeof courseCohorts>;
