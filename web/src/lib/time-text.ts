/** "24 Nov 2026, 16:05": when something happened, in full. */
export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "24 Nov 2026". */
export const dateOnly = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/**
 * "7 Jan 2027, 09:00 UTC": an instant on a page the server renders too (it cannot know the reader's
 * zone, and the page must read the same once in the browser).
 */
export const utcTime = (iso: string) =>
  `${new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })} UTC`;

/** A UTC calendar month ('2026-11') as "Nov 2026". */
export const monthText = (month: string) => new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];
/** "5 minutes ago", "yesterday"; under a minute, "just now". */
export function ago(iso: string): string {
  const elapsed = Date.now() - Date.parse(iso);
  const [unit, ms] = UNITS.find(([, size]) => elapsed >= size) ?? [];
  return unit && ms ? new Intl.RelativeTimeFormat('en-GB', { numeric: 'auto' }).format(-Math.floor(elapsed / ms), unit) : 'just now';
}

/** A datetime-local input's value for an instant, in the reader's own zone ("2026-12-01T15:00"). */
export function localInputValue(iso: string) {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local input's value (the reader's own time) as an instant; '' when blank or unreadable, for the schema to refuse. */
export const instantOfInput = (value: string | undefined) => (value && !Number.isNaN(Date.parse(value)) ? new Date(value).toISOString() : '');
