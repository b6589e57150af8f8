// A live session's times on screen and its join window, without zod (shared/src/live-sessions.ts holds the
// schemas): the course player reads these.

/** How a session's start is written on screen ("Tue, 1 Dec 2026, 15:00"), in the reader's own zone. */
export const SESSION_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};

/** How long before its start a session's join link shows to its course's buyers, and its last reminder goes out. */
export const JOIN_OPENS_MINUTES = 15;
