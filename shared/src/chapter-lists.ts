// A course's lists of chapters and when a chapter counts as complete, without zod (shared/src/syllabus.ts holds their schemas): the
// customer's screens read these, and would otherwise load zod's schemas for them.

/** A course's three lists of chapters. */
export const VIDEO_LISTS = ['course', 'live_session', 'quiz'] as const;
export type VideoListName = (typeof VIDEO_LISTS)[number];

/** The names of a course's three lists (docs/requirements.md#course-player), in their order: the player's tabs and the syllabus headings. */
export const LIST_TABS: readonly { list: VideoListName; label: string }[] = [
  { list: 'course', label: 'Courses' },
  { list: 'live_session', label: 'Live Sessions' },
  { list: 'quiz', label: 'Quizzes' },
];

/** A list's length, `m:ss` (or `h:mm:ss` from an hour). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  const [h, m, rest] = [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60];
  const ss = String(rest).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

/** Share of a video that counts as watched (the credits and the sign-off need not be sat through). */
const COMPLETE_SHARE = 0.9;
/**
 * A chapter is complete at its end, or once 90 % of its length (when the player knows it) was
 * reached; the server decides by it, and the player shows its tick by the same rule.
 */
export const reachedCompletion = ({ seconds, duration, completed }: { seconds: number; duration?: number; completed: boolean }) =>
  completed || (duration !== undefined && duration > 0 && seconds >= COMPLETE_SHARE * duration);
