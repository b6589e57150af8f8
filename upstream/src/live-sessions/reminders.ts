import { and, eq, gt, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import { JOIN_OPENS_MINUTES } from '@academy/shared/live-session-times';
import { type Clock, dateOf } from '@academy/shared/server/clock';
import { users } from '../accounts/tables.ts';
import { courses } from '../catalogue/tables.ts';
import type { Db, Executor } from '../db/client.ts';
import { liveSessionMail } from '../mail/live-session-mails.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { Cohorts } from '../cohorts/cohorts.ts';
import type { Entitlements } from '../purchases/entitlements.ts';
import type { DirectMessage } from '../telegram/direct-messages.ts';
import { liveSessions } from './tables.ts';

const DAY_MS = 86_400_000;
const SOON_MS = JOIN_OPENS_MINUTES * 60_000;

/**
 * Every minute: sessions starting within a day are told to their course's buyers (or their cohort's) by mail (and by
 * Telegram to those the bot knows), once a day before and once 15 minutes before. Each reminder is
 * keyed on the start it is about and claimed by the write that sends it, so a run repeated, late or
 * alongside another sends nothing twice, and a session moved to another time is told again.
 */
export function createLiveReminders(deps: {
  db: Db;
  clock: Clock;
  entitlements: Entitlements;
  /** A session for one cohort reminds its members alone. */
  cohorts: Pick<Cohorts, 'membersOf'>;
  mailer: Mailer;
  messageLater: (userId: string, message: DirectMessage, tx: Executor) => Promise<void>;
  publicUrl: string;
}) {
  const { db } = deps;
  return {
    async pass(): Promise<Record<'day' | 'soon', number>> {
      const now = dateOf(deps.clock);
      const due = await db
        .select({ session: liveSessions, course: { slug: courses.slug, title: courses.title } })
        .from(liveSessions)
        .innerJoin(courses, eq(courses.id, liveSessions.courseId))
        .where(and(gt(liveSessions.startsAt, now), lte(liveSessions.startsAt, new Date(now.getTime() + DAY_MS))));
      const summary = { day: 0, soon: 0 };
      for (const { session, course } of due) {
        const soon = session.startsAt.getTime() - now.getTime() <= SOON_MS;
        const key = `${session.startsAt.toISOString()}:${soon ? 'soon' : 'day'}`;
        // A day's reminder missed (scheduled within the day) is not sent after its 15-minute one.
        if (session.reminded === key || (!soon && session.reminded?.startsWith(`${session.startsAt.toISOString()}:`))) continue;
        const sent = await db.transaction(async (tx) => {
          const [claimed] = await tx
            .update(liveSessions)
            .set({ reminded: key })
            .where(
              and(
                eq(liveSessions.id, session.id),
                eq(liveSessions.startsAt, session.startsAt),
                or(isNull(liveSessions.reminded), sql`${liveSessions.reminded} <> ${key}`),
              ),
            )
            .returning({ id: liveSessions.id });
          if (!claimed) return false;
          const buyers = session.cohortId ? await deps.cohorts.membersOf(session.cohortId, tx) : await deps.entitlements.buyersOf(session.courseId, tx);
          if (!buyers.length) return true;
          const people = await tx
            .select({ id: users.id, email: users.email, firstName: users.firstName })
            .from(users)
            .where(and(inArray(users.id, buyers), notInArray(users.status, ['banned', 'closed'])));
          const url = new URL(`/dashboard/course/${encodeURIComponent(course.slug)}?list=live_session`, deps.publicUrl).toString();
          const told = { title: session.title, course: course.title, startsAt: session.startsAt, minutes: session.minutes };
          await deps.mailer.send(
            people.map((p) => liveSessionMail(p.email, p.firstName, told, soon, url)),
            tx,
          );
          for (const p of people)
            await deps.messageLater(
              p.id,
              {
                text: `${soon ? 'Starting in 15 minutes' : 'Tomorrow'}: "${session.title}" (${course.title}).`,
                button: { text: soon ? 'Join the session' : 'Open the course', url },
                about: `Live session reminder: ${session.title}`,
              },
              tx,
            );
          return true;
        });
        if (sent) summary[soon ? 'soon' : 'day'] += 1;
      }
      return summary;
    },
  };
}
