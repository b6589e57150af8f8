import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import type { AdminCohorts, CohortRequest } from '@academy/shared/cohorts';
import type { CourseCohorts } from '@academy/shared/course-cohorts';
import { type Clock, dateOf } from '@academy/shared/server/clock';
import type { AuditContext } from '../audit/context.ts';
import { record } from '../audit/record.ts';
import { courses } from '../catalogue/tables.ts';
import type { Db, Executor } from '../db/client.ts';
import { placeWaiting, seatsOpen } from './membership.ts';
import { cohortMembers, cohorts } from './tables.ts';

type Cohort = typeof cohorts.$inferSelect;
const NOT_FOUND = 'Cohort not found';

const fields = (c: Cohort) => ({ name: c.name, starts_at: c.startsAt.toISOString(), seats: c.seats });
const target = (c: Cohort) => ({ type: 'cohort', id: c.id, label: c.name }) as const;
const membersOf = sql<number>`(select count(*)::int from ${cohortMembers} where ${cohortMembers.cohortId} = ${cohorts.id})`;

/**
 * A course's cohorts (docs/decisions/097-cohorts.md): the admin adds dated runs with seats, buying
 * joins the next with a seat left (membership.ts, in the payment's transaction), and a course that
 * has cohorts is not sold while none has a seat. Live sessions and "days after purchase" follow
 * each buyer's cohort.
 */
export function createCohorts(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function courseOf(slug: string) {
    const [course] = await db.select({ id: courses.id, title: courses.title }).from(courses).where(eq(courses.slug, slug));
    if (!course) throw new ApiError(404, 'Course not found');
    return course;
  }

  async function listOf(courseId: string, executor: Executor = db): Promise<AdminCohorts> {
    const now = clock.now();
    const [rows, [waiting]] = await Promise.all([
      executor
        .select({ cohort: cohorts, members: membersOf })
        .from(cohorts)
        .where(eq(cohorts.courseId, courseId))
        .orderBy(asc(cohorts.startsAt), asc(cohorts.id)),
      executor
        .select({ n: count() })
        .from(cohortMembers)
        .where(and(eq(cohortMembers.courseId, courseId), isNull(cohortMembers.cohortId))),
    ]);
    return {
      cohorts: rows.map(({ cohort: c, members }) => ({ id: c.id, ...fields(c), members, started: c.startsAt.getTime() <= now })),
      waiting: waiting!.n,
    };
  }

  /** The buyer's cohort in the course; null while they wait; undefined when they have no place (bought before it had cohorts). */
  async function placeOf(userId: string, courseId: string): Promise<Cohort | null | undefined> {
    const [row] = await db
      .select({ cohort: cohorts })
      .from(cohortMembers)
      .leftJoin(cohorts, eq(cohorts.id, cohortMembers.cohortId))
      .where(and(eq(cohortMembers.userId, userId), eq(cohortMembers.courseId, courseId)));
    return row ? row.cohort : undefined;
  }

  /** A new start is in the future: a cohort that has begun takes nobody, so it could never fill. */
  const mustStartLater = (startsAt: Date) => {
    if (startsAt.getTime() <= clock.now()) throw new ApiError(422, 'A cohort starts in the future');
  };

  return {
    adminList: async (slug: string) => listOf((await courseOf(slug)).id),

    /** Adds a cohort; those waiting for a seat take it first. */
    async create(audit: AuditContext, slug: string, input: CohortRequest): Promise<AdminCohorts> {
      const course = await courseOf(slug);
      const startsAt = new Date(input.starts_at);
      mustStartLater(startsAt);
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(cohorts).values({ courseId: course.id, name: input.name, startsAt, seats: input.seats }).returning();
        await placeWaiting(tx, course.id, dateOf(clock));
        await record(tx, { ...audit, target: target(row!), after: { course: slug, ...fields(row!) } });
        return listOf(course.id, tx);
      });
    },

    /** A new name, start or seat count; never fewer seats than members, and more seats go to those waiting. */
    async update(audit: AuditContext, id: string, input: CohortRequest): Promise<AdminCohorts> {
      return db.transaction(async (tx) => {
        const [current] = await tx.select().from(cohorts).where(eq(cohorts.id, id)).for('update');
        if (!current) throw new ApiError(404, NOT_FOUND);
        const startsAt = new Date(input.starts_at);
        if (startsAt.getTime() !== current.startsAt.getTime()) mustStartLater(startsAt);
        const [members] = await tx.select({ n: count() }).from(cohortMembers).where(eq(cohortMembers.cohortId, id));
        if (input.seats < members!.n) throw new ApiError(422, `This cohort has ${members!.n} members: it needs at least as many seats`);
        const [row] = await tx.update(cohorts).set({ name: input.name, startsAt, seats: input.seats }).where(eq(cohorts.id, id)).returning();
        await placeWaiting(tx, current.courseId, dateOf(clock));
        await record(tx, { ...audit, target: target(current), before: fields(current), after: fields(row!) });
        return listOf(current.courseId, tx);
      });
    },

    /** Removed with its live sessions: its members wait again, first in line, and take any open seat now. */
    async remove(audit: AuditContext, id: string): Promise<AdminCohorts> {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(cohorts).where(eq(cohorts.id, id)).returning();
        if (!row) throw new ApiError(404, NOT_FOUND);
        await placeWaiting(tx, row.courseId, dateOf(clock));
        await record(tx, { ...audit, target: target(row), before: fields(row) });
        return listOf(row.courseId, tx);
      });
    },

    /** The course page's cohorts: null for a course without any; its buyer's place when `userId` owns it. */
    async ofCourse(courseId: string, buyerId?: string): Promise<CourseCohorts | null> {
      const [any] = await db.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.courseId, courseId)).limit(1);
      if (!any) return null;
      const [[next], member] = await Promise.all([seatsOpen(db, courseId, dateOf(clock)), buyerId ? placeOf(buyerId, courseId) : undefined]);
      return {
        next: next ? { name: next.cohort.name, starts_at: next.cohort.startsAt.toISOString(), seats_left: next.left } : null,
        member: member === undefined ? null : { cohort: member && { name: member.name, starts_at: member.startsAt.toISOString() } },
      };
    },

    placeOf,

    /** A course that has cohorts is sold only while one has a seat (409 otherwise): cart and checkout ask. */
    async mustHaveSeat(course: { id: string; title: string }): Promise<void> {
      const [any] = await db.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.courseId, course.id)).limit(1);
      if (any && !(await seatsOpen(db, course.id, dateOf(clock))).length) {
        throw new ApiError(409, `${course.title} has no cohort open: every cohort has started or is full`);
      }
    },

    /** Which of these courses are sold by cohort with no cohort open (none unstarted with a seat): a listing's cards say so. */
    async closedAmong(courseIds: string[]): Promise<Set<string>> {
      if (!courseIds.length) return new Set();
      const now = dateOf(clock).toISOString();
      const rows = await db
        .select({ courseId: cohorts.courseId, open: sql<boolean>`bool_or(${cohorts.startsAt} > ${now}::timestamptz and ${cohorts.seats} > ${membersOf})` })
        .from(cohorts)
        .where(inArray(cohorts.courseId, courseIds))
        .groupBy(cohorts.courseId);
      return new Set(rows.filter((r) => !r.open).map((r) => r.courseId));
    },

    /** Who is in a cohort (its live session's reminders go to them): user ids. */
    async membersOf(cohortId: string, executor: Executor = db): Promise<string[]> {
      const rows = await executor.select({ userId: cohortMembers.userId }).from(cohortMembers).where(eq(cohortMembers.cohortId, cohortId));
      return rows.map((r) => r.userId);
    },

    /** Whether the cohort is one of the course's: a live session is set for one of its own. */
    async belongs(cohortId: string, courseId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: cohorts.id })
        .from(cohorts)
        .where(and(eq(cohorts.id, cohortId), eq(cohorts.courseId, courseId)));
      return Boolean(row);
    },
  };
}
export type Cohorts = ReturnType<typeof createCohorts>;
