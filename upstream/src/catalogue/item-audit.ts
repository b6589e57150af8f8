import type { AuditFields } from '@academy/shared/audit';
import type { courses, robots } from './tables.ts';

type Course = typeof courses.$inferSelect;
type Robot = typeof robots.$inferSelect;
const usd = (cents: number | null) => (cents === null ? null : cents / 100);

/** What the admin edits of a course, as its audit entries show it (prices in USD, as the form has them). */
export const courseFields = (c: Course): AuditFields => ({
  title: c.title,
  description: c.description,
  usd: usd(c.usdCents),
  category: c.category,
  image: c.image,
  status: c.status,
  course_videos: c.courseVideos,
  quiz_videos: c.quizVideos,
  live_session_videos: c.liveSessionVideos,
  preview_entries: c.previewEntries,
  certificate_counts: c.markingCounts ? 'marked' : 'watched',
});

/** What the admin edits of a robot, as its audit entries show it. */
export const robotFields = (r: Robot): AuditFields => ({
  title: r.title,
  description: r.description,
  usd: usd(r.usdCents),
  category: r.category,
  image: r.image,
  status: r.status,
  activation_limit: r.activationLimit,
  sale: r.sale,
  rent_usd: usd(r.rentUsdCents),
  trial: r.trial,
  trial_days: r.trialDays,
});

/** An item as its entries name it. */
export const itemTarget = (type: 'course' | 'robot', item: Pick<Course | Robot, 'id' | 'title'>) => ({ type, id: item.id, label: item.title });
