import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import type { AdminLiveSession, LearnerLiveSession, LiveSessionRequest } from '@academy/shared/live-sessions';
import { JOIN_OPENS_MINUTES } from '@academy/shared/live-session-times';
import { type Clock } from '@academy/shared/server/clock';
import { unplayableHere } from '@academy/shared/video-links';
import type { AuditContext } from '../audit/context.ts';
import { record } from '../audit/record.ts';
import type { Catalogue } from '../catalogue/catalogue.ts';
import { addLiveRecordingChapter } from '../catalogue/live-recordings.ts';
import { courses } from '../catalogue/tables.ts';
import type { Db, Executor } from '../db/client.ts';
import type { Cohorts } from '../cohorts/cohorts.ts';
import type { Entitlements } from '../purchases/entitlements.ts';
import { liveAttendance, liveSessions } from './tables.ts';

type Session = typeof liveSessions.$inferSelect;
const MINUTE = 60_000;
const NOT_FOUND = 'Live session not found';

/** The minute a session's join link opens, and the minute it ends. */
export const joinWindow = (s: Pick<Session, 'startsAt' | 'minutes'>) => ({
  opens: new Date(s.startsAt.getTime() - JOIN_OPENS_MINUTES * MINUTE),
  ends: new Date(s.startsAt.getTime() + s.minutes * MINUTE),
});

const fields = (s: Session) => ({
  title: s.title,
  starts_at: s.startsAt.toISOString(),
  minutes: s.minutes,
  join_url: s.joinUrl,
  seat_limit: s.seatLimit,
  cohort_id: s.cohortId,
  recording: s.recording,
});
const target = (s: Session) => ({ type: 'live_session', id: s.id, label: s.title }) as const;
const stored = (input: LiveSessionRequest) => ({
  title: input.title,
  startsAt: new Date(input.starts_at),
  minutes: input.minutes,
  joinUrl: input.join_url,
  seatLimit: input.seat_limit,
  cohortId: input.cohort_id,
});

/**
 * A course's live sessions (docs/decisions/092-live-sessions.md): scheduled by the admin, listed to
 * the course's buyers with their join link open from 15 minutes before the start to the end, each
 * buyer's first join recorded (its attendance, and the seat it takes), and the recording attached
 * afterwards as a chapter of the course's Live Sessions list.
 */
export function createLiveSessions(deps: {
  db: Db;
  clock: Clock;
  catalogue: Catalogue;
  entitlements: Entitlements;
  /** A session for one cohort is its members' alone (docs/decisions/097-cohorts.md). */
  cohorts: Pick<Cohorts, 'placeOf' | 'belongs'>;
  mediaHosts: readonly string[];
}) {
  const { db, clock, catalogue, entitlements, cohorts } = deps;

  async function courseOf(slug: string) {
    const course = await catalogue.findCourse(slug);
    if (!course) throw new ApiError(404, 'Course not found');
    return course;
  }

  async function sessionOf(id: string): Promise<Session> {
    const [session] = await db.select().from(liveSessions).where(eq(liveSessions.id, id));
    if (!session) throw new ApiError(404, NOT_FOUND);
    return session;
  }

  /** The session, for a buyer of its course in its cohort (anyone else learns what to do). */
  async function ownedSession(userId: string, id: string): Promise<Session> {
    const session = await sessionOf(id);
    if (!(await entitlements.owns(userId, 'course', session.courseId))) throw new ApiError(403, 'Buy this course to join its live sessions');
    if (session.cohortId && (await cohorts.placeOf(userId, session.courseId))?.id !== session.cohortId) {
      throw new ApiError(403, 'This live session is for another cohort');
    }
    return session;
  }

  /** A session is set for everyone, or for one of its course's own cohorts. */
  async function mustBeCoursesCohort(input: LiveSessionRequest, courseId: string) {
    if (input.cohort_id && !(await cohorts.belongs(input.cohort_id, courseId))) throw new ApiError(422, "Choose one of the course's cohorts");
  }

  /** How many joined each session a query reads, and one session's inside a transaction. */
  const attendedCount = sql<number>`(select count(*)::int from ${liveAttendance} where ${liveAttendance.sessionId} = ${liveSessions.id})`;
  const attendanceAt = async (tx: Executor, id: string) => (await tx.select({ n: count() }).from(liveAttendance).where(eq(liveAttendance.sessionId, id)))[0]!.n;
  const adminView = (s: Session, attended: number): AdminLiveSession => ({
    id: s.id,
    ...fields(s),
    attended,
    ended: joinWindow(s).ends.getTime() <= clock.now(),
  });

  return {
    async adminList(slug: string): Promise<AdminLiveSession[]> {
      const course = await courseOf(slug);
      const rows = await db
        .select({ session: liveSessions, attended: attendedCount })
        .from(liveSessions)
        .where(eq(liveSessions.courseId, course.id))
        .orderBy(asc(liveSessions.startsAt));
      return rows.map((r) => adminView(r.session, r.attended));
    },

    async create(audit: AuditContext, slug: string, input: LiveSessionRequest): Promise<AdminLiveSession> {
      const course = await courseOf(slug);
      await mustBeCoursesCohort(input, course.id);
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(liveSessions)
          .values({ courseId: course.id, ...stored(input) })
          .returning();
        await record(tx, { ...audit, target: target(row!), after: { course: slug, ...fields(row!) } });
        return adminView(row!, 0);
      });
    },

    /** A new time, length, link or seat limit; moved to another start, its reminders go out again for it. */
    async update(audit: AuditContext, id: string, input: LiveSessionRequest): Promise<AdminLiveSession> {
      // Read before the transaction: PGlite's one connection is the transaction's while it runs.
      await mustBeCoursesCohort(input, (await sessionOf(id)).courseId);
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(liveSessions).where(eq(liveSessions.id, id)).for('update');
        if (!current) throw new ApiError(404, NOT_FOUND);
        const [row] = await tx
          .update(liveSessions)
          .set({ ...stored(input), updatedAt: new Date() })
          .where(eq(liveSessions.id, id))
          .returning();
        await record(tx, { ...audit, target: target(current), before: fields(current), after: fields(row!) });
        return adminView(row!, await attendanceAt(tx, id));
      });
    },

    /** Cancelled: gone from the buyers' list with its attendance (a recording already attached stays a chapter). */
    async remove(audit: AuditContext, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(liveSessions).where(eq(liveSessions.id, id)).returning();
        if (!row) throw new ApiError(404, NOT_FOUND);
        await record(tx, { ...audit, target: target(row), before: fields(row) });
      });
    },

    /** The recording's link on the session, and as the last chapter of its course's Live Sessions list, together. */
    async attachRecording(audit: AuditContext, id: string, link: string): Promise<AdminLiveSession> {
      const unplayable = unplayableHere(link, deps.mediaHosts);
      if (unplayable) throw new ApiError(422, unplayable);
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(liveSessions).where(eq(liveSessions.id, id)).for('update');
        if (!current) throw new ApiError(404, NOT_FOUND);
        const [row] = await tx.update(liveSessions).set({ recording: link, updatedAt: new Date() }).where(eq(liveSessions.id, id)).returning();
        await addLiveRecordingChapter(tx, current.courseId, link);
        await record(tx, { ...audit, target: target(current), before: { recording: current.recording }, after: { recording: link } });
        return adminView(row!, await attendanceAt(tx, id));
      });
    },

    /** A buyer's sessions of a course (everyone's and their cohort's), soonest first; the meeting's address only inside the join window. */
    async learnerList(userId: string, slug: string): Promise<LearnerLiveSession[]> {
      const course = await courseOf(slug);
      if (!(await entitlements.owns(userId, 'course', course.id))) throw new ApiError(403, 'Buy this course to join its live sessions');
      const cohort = await cohorts.placeOf(userId, course.id);
      const now = clock.now();
      const rows = await db
        .select({
          session: liveSessions,
          taken: attendedCount,
          mine: sql<boolean>`exists (select 1 from ${liveAttendance} where ${liveAttendance.sessionId} = ${liveSessions.id} and ${liveAttendance.userId} = ${userId})`,
        })
        .from(liveSessions)
        .where(
          and(
            eq(liveSessions.courseId, course.id),
            cohort ? or(isNull(liveSessions.cohortId), eq(liveSessions.cohortId, cohort.id)) : isNull(liveSessions.cohortId),
          ),
        )
        .orderBy(asc(liveSessions.startsAt));
      return rows.map(({ session: s, taken, mine }) => {
        const { opens, ends } = joinWindow(s);
        const join = now < opens.getTime() ? 'later' : now < ends.getTime() ? 'open' : 'ended';
        return {
          id: s.id,
          title: s.title,
          starts_at: s.startsAt.toISOString(),
          ends_at: ends.toISOString(),
          minutes: s.minutes,
          join,
          join_path: join === 'open' ? `live-sessions/${s.id}/join` : null,
          seats_left: s.seatLimit === null ? null : Math.max(0, s.seatLimit - taken),
          attended: mine,
          recorded: s.recording !== null,
        };
      });
    },

    /**
     * A buyer's join: inside the window, their first records their attendance and takes a seat (the
     * session's row held while the seats are counted, so the last seat goes once); answers where to go.
     */
    async join(userId: string, id: string): Promise<string> {
      const session = await ownedSession(userId, id);
      const { opens, ends } = joinWindow(session);
      const now = clock.now();
      if (now < opens.getTime()) throw new ApiError(409, `You can join from ${JOIN_OPENS_MINUTES} minutes before the session starts`);
      if (now >= ends.getTime()) throw new ApiError(409, 'This session has ended');
      await db.transaction(async (tx) => {
        const [held] = await tx.select().from(liveSessions).where(eq(liveSessions.id, id)).for('update');
        if (!held) throw new ApiError(404, NOT_FOUND);
        const [already] = await tx
          .select()
          .from(liveAttendance)
          .where(and(eq(liveAttendance.sessionId, id), eq(liveAttendance.userId, userId)));
        if (already) return;
        if (held.seatLimit !== null) {
          if ((await attendanceAt(tx, id)) >= held.seatLimit) throw new ApiError(409, 'This session is full');
        }
        await tx.insert(liveAttendance).values({ sessionId: id, userId, joinedAt: new Date(now) });
      });
      return session.joinUrl;
    },

    /** The session and its course, for a buyer's calendar file. */
    async forCalendar(userId: string, id: string): Promise<{ session: Session; course: { slug: string; title: string } }> {
      const session = await ownedSession(userId, id);
      const [course] = await db.select({ slug: courses.slug, title: courses.title }).from(courses).where(eq(courses.id, session.courseId));
      return { session, course: course! };
    },
  };
}
export type LiveSessions = ReturnType<typeof createLiveSessions>;
