import { z } from 'zod';
import { slug } from './catalogue.ts';
import { envelope } from './envelope.ts';
import { videoLink } from './video-links.ts';

export const LIVE_TITLE_MAX = 150;
export const LIVE_MINUTES = { min: 5, max: 600 } as const;
export const SEAT_LIMIT_MAX = 10_000;
const minutesMessage = `The length is a whole number of minutes from ${LIVE_MINUTES.min} to ${LIVE_MINUTES.max}`;
const seatsMessage = `Seats are a whole number from 1 to ${SEAT_LIMIT_MAX}, or blank for no limit`;

/** `POST admin/courses/:slug/live-sessions`, `POST admin/live-sessions/:id`: a session, whole. */
export const liveSessionRequest = z.object({
  title: z
    .string({ error: 'The title is required' })
    .trim()
    .min(1, { message: 'The title is required' })
    .max(LIVE_TITLE_MAX, { message: `The title is at most ${LIVE_TITLE_MAX} characters` })
    .regex(/^[^\u0000-\u001f]*$/, { message: 'The title contains invalid characters' }),
  starts_at: z.iso.datetime({ offset: true, message: 'Choose when it starts' }),
  minutes: z
    .number({ error: minutesMessage })
    .int({ message: minutesMessage })
    .min(LIVE_MINUTES.min, { message: minutesMessage })
    .max(LIVE_MINUTES.max, { message: minutesMessage }),
  /** Zoom, Google Meet, YouTube Live or any https page. */
  join_url: z
    .url({ protocol: /^https$/, message: 'The join link is an https address (Zoom, Google Meet, YouTube Live, ...)' })
    .max(500, { message: 'The join link is at most 500 characters' }),
  seat_limit: z
    .number({ error: seatsMessage })
    .int({ message: seatsMessage })
    .min(1, { message: seatsMessage })
    .max(SEAT_LIMIT_MAX, { message: seatsMessage })
    .nullable()
    .default(null),
  /** For one of the course's cohorts only; null: for every buyer. */
  cohort_id: z.uuid({ message: "Choose one of the course's cohorts" }).nullable().default(null),
});
export type LiveSessionRequest = z.infer<typeof liveSessionRequest>;

/** `POST admin/live-sessions/:id/recording`: the recording's link, which becomes a chapter of the course's Live Sessions list. */
export const liveRecordingRequest = z.object({ recording: videoLink });

export const liveSessionParams = z.object({ id: z.uuid({ message: 'id must be a live session id' }) });
export const courseLiveSessionsParams = z.object({ slug });

/** A session as the admin sees it: its join link, how many opened it, and its recording once attached. */
export const adminLiveSession = z.object({
  id: z.uuid(),
  title: z.string(),
  starts_at: z.iso.datetime({ offset: true }),
  minutes: z.number().int(),
  join_url: z.string(),
  seat_limit: z.number().int().nullable(),
  cohort_id: z.uuid().nullable(),
  attended: z.number().int(),
  /** Over, by the shop's clock: its recording may be added. */
  ended: z.boolean(),
  recording: z.string().nullable(),
});
export type AdminLiveSession = z.infer<typeof adminLiveSession>;
export const adminLiveSessionListResponse = envelope(z.array(adminLiveSession));
export const adminLiveSessionResponse = envelope(adminLiveSession);

/**
 * A session as a buyer sees it: `join` says whether its link is open (from 15 minutes before the start
 * to its end), and `join_path` is the shop's own link that records attendance and goes on to it
 * (null until open: the meeting's address is not given out before).
 */
export const learnerLiveSession = z.object({
  id: z.uuid(),
  title: z.string(),
  starts_at: z.iso.datetime({ offset: true }),
  ends_at: z.iso.datetime({ offset: true }),
  minutes: z.number().int(),
  join: z.enum(['later', 'open', 'ended']),
  join_path: z.string().nullable(),
  /** Null: no seat limit. */
  seats_left: z.number().int().nullable(),
  attended: z.boolean(),
  recorded: z.boolean(),
});
export type LearnerLiveSession = z.infer<typeof learnerLiveSession>;
export const learnerLiveSessionListResponse = envelope(z.array(learnerLiveSession));
