import { and, type AnyColumn, asc, count, desc, eq, ilike, inArray, isNull, max, type SQL, sql } from 'drizzle-orm';
import { VIDEO_LISTS, type VideoListName } from '@academy/shared/chapter-lists';
import type { ChapterAt, CourseInsight, CourseInsightDetail, CourseLearner, LearningCoursesQuery, UserLearning } from '@academy/shared/learning-insight';
import type { Db } from '../db/client.ts';
import { containing } from '../db/like.ts';
import { users } from '../accounts/tables.ts';
import { courses, type Lists } from '../catalogue/tables.ts';
import { certificates } from '../certificates/tables.ts';
import { purchases } from '../purchases/tables.ts';
import { quizAttempts, quizSets } from '../quizzes/tables.ts';
import { lessonProgress } from './tables.ts';
import { chapterKey, courseProgress } from './learning.ts';
import type { Pacing } from './pacing.ts';
import type { ChapterDetails } from '@academy/shared/chapters';
import type { Urls } from '../storage/urls.ts';
import { pageOf } from '../db/paged.ts';

interface Course {
  id: string;
  slug: string;
  title: string;
  lists: Lists;
  /** The chapters' own titles, where the admin wrote them (catalogue/chapter-details.ts). */
  details: Record<string, ChapterDetails>;
}
type ProgressRow = typeof lessonProgress.$inferSelect;
/** A learner's attempts at one set, summed up: their best score and whether any attempt passed. */
interface SetResult {
  userId: string;
  setId: string;
  best: number;
  passed: boolean;
}

const courseColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  course: courses.courseVideos,
  live_session: courses.liveSessionVideos,
  quiz: courses.quizVideos,
  details: courses.chapterDetails,
};
const asCourse = ({
  id,
  slug,
  title,
  details,
  ...lists
}: { id: string; slug: string; title: string; details: Record<string, ChapterDetails> } & Lists): Course => ({
  id,
  slug,
  title,
  lists,
  details,
});
// A buyer of the row's course: only what the course's learners did counts (a refund takes a learner out).
const boughtBy = (userId: AnyColumn, courseId: AnyColumn) =>
  and(eq(purchases.userId, userId), eq(purchases.itemType, 'course'), eq(purchases.itemId, courseId));
/** Percents and rates go out with one decimal. */
const oneDecimal = (n: number) => Math.round(n * 10) / 10;
const share = (part: number, whole: number) => (whole === 0 ? null : oneDecimal((part * 100) / whole));

/**
 * The admin's Learning insight: per course, how its buyers progress, complete and pass its quiz
 * sets, and where the stuck stop; per user, their progress in each course. The figures are defined
 * in @academy/shared/learning-insight. Reads are batched per page of courses, never per learner.
 */
export function createLearningInsight(db: Db, urls: Urls, pacing: Pick<Pacing, 'locksOf'>) {
  const chapter = (course: Course, list: VideoListName, position: number): ChapterAt => ({
    list,
    position,
    title: urls.chapterTitle(course.lists[list][position] ?? '', position, course.details),
  });

  /** Everything the figures need about some courses' learners (or one user's), in five reads. */
  async function readLearning(courseIds: string[], userId?: string) {
    if (courseIds.length === 0) return { buyers: [], progress: [], certified: [], sets: [], results: [] };
    const mine = (column: AnyColumn) => (userId ? eq(column, userId) : undefined);
    const [buyers, progress, certified, sets, results] = await Promise.all([
      db
        .select({ userId: purchases.userId, courseId: purchases.itemId })
        .from(purchases)
        .where(and(eq(purchases.itemType, 'course'), inArray(purchases.itemId, courseIds), mine(purchases.userId))),
      db
        .select({ row: lessonProgress })
        .from(lessonProgress)
        .innerJoin(purchases, boughtBy(lessonProgress.userId, lessonProgress.courseId))
        .where(and(inArray(lessonProgress.courseId, courseIds), mine(lessonProgress.userId)))
        .then((rows) => rows.map((r) => r.row)),
      db
        .select({ id: certificates.id, userId: certificates.userId, courseId: certificates.courseId })
        .from(certificates)
        .innerJoin(purchases, boughtBy(certificates.userId, certificates.courseId))
        .where(and(inArray(certificates.courseId, courseIds), isNull(certificates.revokedAt), mine(certificates.userId))),
      db
        .select({ id: quizSets.id, courseId: quizSets.courseId, title: quizSets.title, passPercent: quizSets.passPercent })
        .from(quizSets)
        .where(inArray(quizSets.courseId, courseIds))
        .orderBy(asc(quizSets.position), asc(quizSets.createdAt)),
      db
        .select({
          userId: quizAttempts.userId,
          setId: quizAttempts.setId,
          best: max(quizAttempts.scorePercent),
          passed: sql<boolean>`bool_or(${quizAttempts.passed})`,
        })
        .from(quizAttempts)
        .innerJoin(quizSets, eq(quizSets.id, quizAttempts.setId))
        .innerJoin(purchases, boughtBy(quizAttempts.userId, quizSets.courseId))
        .where(and(inArray(quizSets.courseId, courseIds), mine(quizAttempts.userId)))
        .groupBy(quizAttempts.userId, quizAttempts.setId)
        .then((rows): SetResult[] => rows.map((r) => ({ ...r, best: r.best ?? 0, passed: r.passed }))),
    ]);
    return { buyers, progress, certified, sets, results };
  }
  type Learning = Awaited<ReturnType<typeof readLearning>>;

  /** Where one learner is in a course: progress, whether started or complete, the chapter they would continue at. */
  function learnerState(course: Course, rows: ProgressRow[]) {
    const { progress, continue: at } = courseProgress(course.lists, rows);
    const complete = progress.completed === progress.total;
    const started = rows.length > 0;
    const latest = rows.reduce<Date | null>((a, r) => (!a || r.updatedAt > a ? r.updatedAt : a), null);
    return {
      progress,
      started,
      complete,
      stuck: started && !complete,
      stoppedAt: complete ? null : chapter(course, at.list, at.position),
      lastActivity: latest,
    };
  }

  /** One course's figures from its share of the batch. */
  function figures(course: Course, all: Learning) {
    const buyers = all.buyers.filter((b) => b.courseId === course.id);
    const rows = all.progress.filter((r) => r.courseId === course.id);
    // Each learner's rows, grouped once: a course may have thousands of learners.
    const byLearner = new Map<string, ProgressRow[]>();
    for (const r of rows) byLearner.set(r.userId, (byLearner.get(r.userId) ?? []).concat(r));
    const states = new Map(buyers.map((b) => [b.userId, learnerState(course, byLearner.get(b.userId) ?? [])]));
    const certified = new Set(all.certified.filter((c) => c.courseId === course.id).map((c) => c.userId));
    const setIds = new Set(all.sets.filter((s) => s.courseId === course.id).map((s) => s.id));
    const results = all.results.filter((r) => setIds.has(r.setId));

    const stops = new Map<string, { at: ChapterAt; learners: number; order: number }>();
    for (const s of states.values()) {
      if (!s.stuck || !s.stoppedAt) continue;
      const key = `${s.stoppedAt.list}:${s.stoppedAt.position}`;
      const order = VIDEO_LISTS.indexOf(s.stoppedAt.list) * 10_000 + s.stoppedAt.position;
      stops.set(key, { at: s.stoppedAt, learners: (stops.get(key)?.learners ?? 0) + 1, order });
    }
    const top = [...stops.values()].sort((a, b) => b.learners - a.learners || a.order - b.order)[0];
    const percents = [...states.values()].map((s) => s.progress.percent);
    const insight: CourseInsight = {
      slug: course.slug,
      title: course.title,
      learners: buyers.length,
      average_percent: percents.length ? oneDecimal(percents.reduce((a, p) => a + p, 0) / percents.length) : null,
      completion_rate: share(buyers.filter((b) => certified.has(b.userId)).length, buyers.length),
      quiz_pass_rate: share(results.filter((r) => r.passed).length, results.length),
      most_stop_at: top ? { ...top.at, learners: top.learners } : null,
    };
    return { insight, buyers, rows, states, certified, results };
  }

  async function findCourse(where: SQL) {
    const [found] = await db.select(courseColumns).from(courses).where(where);
    return found ? asCourse(found) : null;
  }

  return {
    /** The Learning table: a page of courses, newest first, each with its figures. */
    async courses(query: LearningCoursesQuery): Promise<{ data: CourseInsight[]; totalRecords: number }> {
      const where = query.q ? ilike(courses.title, containing(query.q)) : undefined;
      const { rows, totalRecords } = await pageOf(
        db.select(courseColumns).from(courses).where(where).orderBy(desc(courses.createdAt), courses.slug).$dynamic(),
        db.select({ n: count() }).from(courses).where(where),
        query,
      );
      const page = rows.map(asCourse);
      const learning = await readLearning(page.map((c) => c.id));
      return { data: page.map((c) => figures(c, learning).insight), totalRecords };
    },

    /** One course's figures, its chapter funnel, its quiz sets and its learners (the stuck first); null when no such course. */
    async course(slug: string): Promise<CourseInsightDetail | null> {
      const course = await findCourse(eq(courses.slug, slug));
      if (!course) return null;
      const learning = await readLearning([course.id]);
      const { insight, buyers, rows, states, certified, results } = figures(course, learning);
      const people = buyers.length
        ? await db
            .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
            .from(users)
            .where(
              inArray(
                users.id,
                buyers.map((b) => b.userId),
              ),
            )
        : [];
      const completions = new Map<string, number>();
      for (const r of rows) {
        const key = chapterKey(r.list, r.entry);
        if (r.completed) completions.set(key, (completions.get(key) ?? 0) + 1);
      }
      const chapters = VIDEO_LISTS.flatMap((list) =>
        course.lists[list].map((entry, position) => ({ ...chapter(course, list, position), completed: completions.get(chapterKey(list, entry)) ?? 0 })),
      );
      const quiz_sets = learning.sets.map((set) => {
        const tried = results.filter((r) => r.setId === set.id);
        return {
          id: set.id,
          title: set.title,
          pass_percent: set.passPercent,
          attempted: tried.length,
          passed: tried.filter((r) => r.passed).length,
          average_best_score: tried.length ? oneDecimal(tried.reduce((a, r) => a + r.best, 0) / tried.length) : null,
        };
      });
      // Stuck first, the longest idle on top; then those who never started; then those who completed every chapter.
      const rank = (l: CourseLearner) => (l.stuck ? 0 : l.completed === l.total ? 2 : 1);
      const learner_list = people
        .map((p): CourseLearner => {
          const s = states.get(p.id)!;
          return {
            user_id: p.id,
            name: `${p.firstName} ${p.lastName}`.trim(),
            email: p.email,
            ...s.progress,
            last_activity: s.lastActivity?.toISOString() ?? null,
            certificate: certified.has(p.id),
            stuck: s.stuck,
            stopped_at: s.stuck ? s.stoppedAt : null,
          };
        })
        .sort(
          (a, b) =>
            rank(a) - rank(b) ||
            (rank(a) === 0 ? a.last_activity!.localeCompare(b.last_activity!) : (b.last_activity ?? '').localeCompare(a.last_activity ?? '')) ||
            a.email.localeCompare(b.email),
        );
      return { ...insight, chapters, quiz_sets, learner_list };
    },

    /** A user's progress in each course they own, newest purchase first; null when no such user. */
    async user(userId: string): Promise<UserLearning | null> {
      const [person] = await db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
      if (!person) return null;
      const owned = await db
        .select({ ...courseColumns, pacing: courses.pacing, lessonOpens: courses.lessonOpens, purchasedAt: purchases.createdAt })
        .from(purchases)
        .innerJoin(courses, eq(courses.id, purchases.itemId))
        .where(and(eq(purchases.userId, userId), eq(purchases.itemType, 'course')))
        .orderBy(desc(purchases.createdAt), courses.slug);
      const learning = await readLearning(
        owned.map((c) => c.id),
        userId,
      );
      const locks = await Promise.all(
        owned.map((row) => pacing.locksOf(userId, { id: row.id, pacing: row.pacing, lessonOpens: row.lessonOpens, courseVideos: row.course }, row.purchasedAt)),
      );
      return {
        user: { user_id: userId, name: `${person.firstName} ${person.lastName}`.trim(), email: person.email },
        courses: owned.map((row, n) => {
          const course = asCourse({
            id: row.id,
            slug: row.slug,
            title: row.title,
            course: row.course,
            live_session: row.live_session,
            quiz: row.quiz,
            details: row.details,
          });
          const s = learnerState(
            course,
            learning.progress.filter((r) => r.courseId === course.id),
          );
          const quiz_sets = learning.sets
            .filter((set) => set.courseId === course.id)
            .map((set) => {
              const result = learning.results.find((r) => r.setId === set.id);
              return { id: set.id, title: set.title, best_score: result?.best ?? null, passed: result?.passed ?? false };
            });
          return {
            slug: course.slug,
            title: course.title,
            ...s.progress,
            last_activity: s.lastActivity?.toISOString() ?? null,
            stopped_at: s.stuck ? s.stoppedAt : null,
            quiz_sets,
            quizzes_passed: quiz_sets.filter((q) => q.passed).length,
            certificate_id: learning.certified.find((c) => c.courseId === course.id)?.id ?? null,
            shut_lessons: locks[n]!.flatMap((lock, position) =>
              lock ? [{ position, title: chapter(course, 'course', position).title, opens_at: lock.opens_at }] : [],
            ),
          };
        }),
      };
    },
  };
}
export type LearningInsight = ReturnType<typeof createLearningInsight>;
