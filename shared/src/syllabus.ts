import { z } from 'zod';

/** A lesson's opening as the course page shows it to everyone, under its course's pacing (shared/src/pacing.ts); null: open from the purchase. */
export const chapterOpens = z.discriminatedUnion('rule', [
  z.object({ rule: z.literal('date'), at: z.iso.datetime({ offset: true }) }),
  z.object({ rule: z.literal('days'), days: z.number().int() }),
  z.object({ rule: z.literal('after_previous') }),
]);
export type ChapterOpens = z.infer<typeof chapterOpens>;

/** Why one of a buyer's lessons is shut: the instant it opens for them, or null while it waits for the lesson before. */
export const chapterLock = z.object({ opens_at: z.iso.datetime({ offset: true }).nullable() });
export type ChapterLock = z.infer<typeof chapterLock>;

/**
 * One chapter of a course's syllabus, shown to everyone before buying: its title, its length in
 * whole seconds when it was read from the file (null for links and unreadable files), where a
 * free preview chapter plays (null for every other chapter), and when it opens to a buyer.
 */
export const syllabusChapter = z.object({
  title: z.string(),
  duration: z.number().int().nullable(),
  preview_url: z.string().nullable(),
  opens: chapterOpens.nullable(),
});
export type SyllabusChapter = z.infer<typeof syllabusChapter>;

/** The chapters of each of a course's three lists, in play order. */
export const syllabus = z.object({ course: z.array(syllabusChapter), live_session: z.array(syllabusChapter), quiz: z.array(syllabusChapter) });
export type Syllabus = z.infer<typeof syllabus>;
