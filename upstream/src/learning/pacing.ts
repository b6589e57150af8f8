import { and, eq } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import { type Clock } from '@academy/shared/server/clock';
import type { ChapterLock, ChapterOpens } from '@academy/shared/syllabus';
import type { AuditContext } from '../audit/context.ts';
import { record } from '../audit/record.ts';
import type { courses } from '../catalogue/tables.ts';
import type { Db } from '../db/client.ts';
import type { Entitlements } from '../purchases/entitlements.ts';
import { lessonProgress, lessonUnlocks } from './tables.ts';

type Course = typeof courses.$inferSelect;
export type PacedCourse = Pick<Course, 'id' | 'pacing' | 'lessonOpens' | 'courseVideos'>;
const DAY_MS = 24 * 3600_000;
export const SHUT = 'This lesson is not open to you yet';

/** Each lesson's opening as everyone sees it on the course page: null where it opens with the purchase (or its date has passed). */
export function lessonRules(course: PacedCourse, now: number): (ChapterOpens | null)[] {
  return course.courseVideos.map((entry, i): ChapterOpens | null => {
    const opens = course.lessonOpens[entry];
    if (course.pacing === 'sequence') return i === 0 ? null : { rule: 'after_previous' };
    if (course.pacing === 'dates' && typeof opens === 'string' && Date.parse(opens) > now) return { rule: 'date', at: opens };
    if (course.pacing === 'days' && typeof opens === 'number' && opens > 0) return { rule: 'days', days: opens };
    return null;
  });
}

interface LearnerState {
  purchasedAt: Date;
  /** Entries of the Courses list the learner completed (the sequence's rule). */
  completed: ReadonlySet<string>;
  /** Entries an admin opened early for the learner. */
  unlocked: ReadonlySet<string>;
  now: number;
}

/** Each lesson's lock for one buyer: null where it is open to them. */
export function lessonLocks(course: PacedCourse, learner: LearnerState): (ChapterLock | null)[] {
  return lessonRules(course, learner.now).map((rule, i): ChapterLock | null => {
    if (!rule || learner.unlocked.has(course.courseVideos[i]!)) return null;
    if (rule.rule === 'after_previous') return learner.completed.has(course.courseVideos[i - 1]!) ? null : { opens_at: null };
    const at = rule.rule === 'date' ? Date.parse(rule.at) : learner.purchasedAt.getTime() + rule.days * DAY_MS;
    return at > learner.now ? { opens_at: new Date(at).toISOString() } : null;
  });
}

/**
 * The pacing of a course's lessons for its buyers (docs/decisions/094-pacing.md): what is shut for
 * whom and until when, the lessons' bytes and progress refused while shut, and an admin's early
 * opening of one lesson for one learner.
 */
export function createPacing(deps: { db: Db; clock: Clock; entitlements: Entitlements }) {
  const { db, clock, entitlements } = deps;

  async function locksOf(userId: string, course: PacedCourse, purchasedAt?: Date): Promise<(ChapterLock | null)[]> {
    if (course.pacing === 'all') return course.courseVideos.map(() => null);
    const [bought, done, unlocks] = await Promise.all([
      purchasedAt ?? entitlements.purchasedAt(userId, course.id),
      db
        .select({ entry: lessonProgress.entry })
        .from(lessonProgress)
        .where(
          and(eq(lessonProgress.userId, userId), eq(lessonProgress.courseId, course.id), eq(lessonProgress.list, 'course'), eq(lessonProgress.completed, true)),
        ),
      db
        .select({ entry: lessonUnlocks.entry })
        .from(lessonUnlocks)
        .where(and(eq(lessonUnlocks.userId, userId), eq(lessonUnlocks.courseId, course.id))),
    ]);
    if (!bought) return course.courseVideos.map(() => null);
    return lessonLocks(course, {
      purchasedAt: bought,
      completed: new Set(done.map((r) => r.entry)),
      unlocked: new Set(unlocks.map((r) => r.entry)),
      now: clock.now(),
    });
  }

  return {
    locksOf,
    /** Each lesson's opening as the course page shows it, now. */
    rulesOf: (course: PacedCourse) => lessonRules(course, clock.now()),

    /** Refuses (403) a lesson of the Courses list that is shut for the learner; the other lists are always open. */
    async mustBeOpen(userId: string, course: PacedCourse, chapter: { list: string; entry: string }) {
      if (chapter.list !== 'course' || course.pacing === 'all') return;
      const locks = await locksOf(userId, course);
      if (locks[course.courseVideos.indexOf(chapter.entry)]) throw new ApiError(403, SHUT);
    },

    /**
     * Whether the user may play this uploaded file: bought in some course that lists it, and open
     * there (a file may be a shut lesson of one course and open in another). Answers the refusal.
     */
    async playRefusal(userId: string, file: string): Promise<string | null> {
      const listing = await entitlements.coursesListing(userId, file);
      if (!listing.length) return 'Buy this course to watch it';
      for (const { course, purchasedAt } of listing) {
        const at = course.courseVideos.indexOf(file);
        if (at === -1 || !(await locksOf(userId, course, purchasedAt))[at]) return null;
      }
      return SHUT;
    },

    /** Opens one lesson early for one learner of the course; audited, and a second time changes nothing. */
    async unlock(ctx: AuditContext, learner: { id: string; email: string }, course: Pick<Course, 'id' | 'title' | 'courseVideos'>, position: number) {
      const entry = course.courseVideos[position];
      if (entry === undefined) throw new ApiError(422, 'No such lesson in this course');
      if (!(await entitlements.owns(learner.id, 'course', course.id))) throw new ApiError(409, 'This user does not own the course');
      await db.transaction(async (tx) => {
        const added = await tx
          .insert(lessonUnlocks)
          .values({ userId: learner.id, courseId: course.id, entry, createdAt: ctx.at })
          .onConflictDoNothing()
          .returning({ entry: lessonUnlocks.entry });
        if (!added.length) return;
        await record(tx, {
          ...ctx,
          target: { type: 'user', id: learner.id, label: learner.email },
          before: null,
          after: { course: course.title, lesson: position + 1 },
        });
      });
    },
  };
}
export type Pacing = ReturnType<typeof createPacing>;
