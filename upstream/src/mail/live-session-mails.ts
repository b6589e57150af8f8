import type { Mail } from './mailer.ts';
import { linkMail } from './templates.ts';

export interface SessionTold {
  title: string;
  course: string;
  startsAt: Date;
  minutes: number;
}

/** "Tuesday 1 December 2026 at 14:00 UTC": mails cannot know the reader's zone; the course page shows their own time. */
export const sessionTime = (at: Date) =>
  `${at.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })} at ${at.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })} UTC`;

/** A day before, and 15 minutes before: when, how long, and the course page where the join link opens. */
export const liveSessionMail = (to: string, name: string, s: SessionTold, soon: boolean, url: string): Mail =>
  linkMail(
    to,
    soon ? `Starting in 15 minutes: ${s.title}` : `Tomorrow: ${s.title}`,
    name,
    `The live session "${s.title}" of ${s.course} starts ${soon ? 'in 15 minutes' : 'tomorrow'}, ${sessionTime(s.startsAt)}, for ${s.minutes} minutes. ${
      soon ? 'The join link is open now on the course page.' : 'The join link opens on the course page 15 minutes before it starts.'
    }`,
    soon ? 'Join the session' : 'Open the course',
    url,
  );
