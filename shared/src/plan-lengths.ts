// A plan's periods and their words, without zod (shared/src/subscriptions.ts holds the schemas): checkout reads these.

/** What a plan's period may be, in months. */
export const PLAN_MONTHS = [1, 3, 6, 12] as const;

/** A plan's length in words. */
export const planLength = (months: number) => `${months} month${months === 1 ? '' : 's'}`;
/** A number of days in words (an extension's). */
export const dayCount = (days: number) => `${days} day${days === 1 ? '' : 's'}`;
