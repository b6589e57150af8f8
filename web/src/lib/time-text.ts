/** "24 Nov 2026, 16:05": when something happened, in full. */
export const dateTime = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** "24 Nov 2026". */
export const dateOnly = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

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
