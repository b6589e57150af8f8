/** Calendar arithmetic in UTC, as the shop counts periods and months. */

/**
 * `months` calendar months on from `from`, as JavaScript's Date counts them: 31 January plus a month
 * is 3 March (2 in a leap year). Periods and rentals are extended by this one rule.
 */
export function addMonths(from: Date, months: number): Date {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end;
}

/** The first instant of the UTC calendar month `offset` months from the one holding `at`. */
export const monthStart = (at: Date, offset = 0) => new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + offset, 1));

/** 'YYYY-MM': the UTC calendar month holding `at`. */
export const monthKey = (at: Date) => at.toISOString().slice(0, 7);

/** "24 November 2026": a day as the shop writes it, in UTC so the server's words and the page's agree. */
export const dayText = (at: Date | string) => new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
