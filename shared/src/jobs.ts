import { z } from 'zod';
import { envelope } from './envelope.ts';

/** A job not yet done: waiting its turn, running, waiting to be tried again, or given up on. */
export const JOB_STATES = ['created', 'retry', 'active', 'failed'] as const;

export const jobEntry = z.object({
  id: z.uuid(),
  queue: z.string(),
  state: z.enum(JOB_STATES),
  /** What it is about, for a person: a mail's subject and recipient. */
  about: z.string(),
  /** Tries after the first, so far, and at most. */
  retries: z.number().int(),
  retry_limit: z.number().int(),
  /** Why the last try failed. */
  error: z.string().nullable(),
  created_at: z.string(),
  /** When it runs (again) at the earliest. */
  next_try_at: z.string().nullable(),
});
export type JobEntry = z.infer<typeof jobEntry>;

/** `GET admin/jobs`: work promised and not done yet (mails), newest first; failed ones wait for the admin. */
export const jobsResponse = envelope(z.object({ jobs: z.array(jobEntry) }));

export const jobIdParams = z.object({ id: z.uuid({ message: 'Not a job id' }) });
