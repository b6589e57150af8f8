import ical from 'ical-generator';
import { ACADEMY_NAME } from '@academy/shared/constants';
import { JOIN_OPENS_MINUTES } from '@academy/shared/live-session-times';
import { joinWindow } from './live-sessions.ts';

/**
 * A session as an iCalendar file (RFC 5545, by ical-generator): its start and end in UTC, which every
 * calendar shows in its owner's zone, and the course page where the join link opens. The meeting's
 * own address is left out: it is given out only in the join window, where attendance is recorded.
 */
export function calendarFile(
  session: { id: string; title: string; startsAt: Date; minutes: number },
  course: { title: string },
  coursePage: string,
  stampedAt: Date,
): string {
  const calendar = ical({ prodId: { company: ACADEMY_NAME, product: 'Live sessions' }, name: `${ACADEMY_NAME}: ${course.title}` });
  calendar.createEvent({
    id: `${session.id}@live-sessions`,
    stamp: stampedAt,
    start: session.startsAt,
    end: joinWindow(session).ends,
    summary: session.title,
    description: `A live session of ${course.title}. Join from the course page, from ${JOIN_OPENS_MINUTES} minutes before it starts: ${coursePage}`,
    url: coursePage,
    alarms: [{ triggerBefore: JOIN_OPENS_MINUTES * 60 }],
  });
  return calendar.toString();
}
