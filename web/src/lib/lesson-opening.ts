import { SESSION_TIME } from '@academy/shared/live-session-times';
import type { ChapterLock, ChapterOpens } from '@academy/shared/syllabus';
import { utcTime } from './time-text.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
/** In the reader's own zone, written as a live session's start is (the player is never rendered on the server); `options` may name the zone. */
export const localTime = (iso: string, options: Intl.DateTimeFormatOptions = {}) => new Date(iso).toLocaleString(undefined, { ...SESSION_TIME, ...options });

/** A lesson's opening on the course page, which the server renders too: a date is written in UTC (utcTime). */
export function openingText(opens: ChapterOpens): string {
  if (opens.rule === 'days') return `Opens ${plural(opens.days, 'day')} after purchase`;
  if (opens.rule === 'after_previous') return 'Opens once the chapter before is complete';
  return `Opens ${utcTime(opens.at)}`;
}

/** Under a shut chapter in the player's list: when it opens for this learner, or what opens it. */
export const lockLine = (lock: ChapterLock, position: number) =>
  lock.opens_at ? `Opens ${localTime(lock.opens_at)}` : `Opens once Chapter ${position} is complete`;

/** In the video's place, for a shut chapter on screen. */
export const lockNotice = (lock: ChapterLock, position: number) =>
  lock.opens_at ? `Chapter ${position + 1} opens on ${localTime(lock.opens_at)}.` : `Chapter ${position + 1} opens once you complete Chapter ${position}.`;
