import { z } from 'zod';
import { slug } from './catalogue.ts';
import { envelope } from './envelope.ts';

/**
 * How a course's lessons (its Courses list) open to a buyer: all at once, each on its date, each
 * some days after the buyer's purchase, or each once the one before it is complete
 * (docs/decisions/094-pacing.md). Live session recordings and quiz videos are always open.
 */
export const PACINGS = ['all', 'dates', 'days', 'sequence'] as const;
export const pacing = z.enum(PACINGS, { message: 'Choose how the lessons open' });
export type Pacing = z.infer<typeof pacing>;
export const PACING_LABELS: Record<Pacing, string> = {
  all: 'All at once',
  dates: 'On dates',
  days: 'Days after purchase',
  sequence: 'Each after the one before is complete',
};
export const MAX_OPEN_DAYS = 365;

const daysMessage = `Days after purchase are a whole number from 0 to ${MAX_OPEN_DAYS}`;
/** One lesson's opening: an instant (dates), or days after the purchase (days); null or absent: open from the purchase. */
const lessonOpening = z.object({
  entry: z.string().min(1).max(2048),
  opens_at: z.iso.datetime({ offset: true, message: 'Choose when the lesson opens' }).nullable().default(null),
  days: z
    .number({ error: daysMessage })
    .int({ message: daysMessage })
    .min(0, { message: daysMessage })
    .max(MAX_OPEN_DAYS, { message: daysMessage })
    .nullable()
    .default(null),
});

/** `POST admin/courses/:slug/pacing`: the course's pacing, and each lesson's opening under it (lessons left out open from the purchase). */
export const coursePacingRequest = z.object({ pacing, lessons: z.array(lessonOpening).max(999) });
export type CoursePacingRequest = z.input<typeof coursePacingRequest>;

/** `GET admin/courses/:slug/pacing`: the pacing and every lesson of the Courses list, in play order, with its opening. */
export const coursePacing = z.object({
  pacing,
  lessons: z.array(z.object({ entry: z.string(), title: z.string(), opens_at: z.string().nullable(), days: z.number().int().nullable() })),
});
export type CoursePacing = z.infer<typeof coursePacing>;
export const coursePacingResponse = envelope(coursePacing);
export const coursePacingParams = z.object({ slug });

/** `POST admin/users/:id/learning/unlock`: one of the user's shut lessons, opened early for them alone. */
export const unlockLessonRequest = z.object({ slug, position: z.number().int().min(0).max(999) });
