// How a robot is sold and the words its pages and mails use, without zod (shared/src/robot-terms.ts
// holds the schemas): the customer's screens read these.

/**
 * How a robot is sold (docs/decisions/079-robot-rent-and-trials.md): outright, rented by the month,
 * or both; and the free trial it offers: none, demo accounts only, or a few days from the first activation.
 */
export const ROBOT_SALES = ['buy', 'rent', 'both'] as const;
export type RobotSale = (typeof ROBOT_SALES)[number];
export const ROBOT_TRIALS = ['none', 'demo', 'time'] as const;
export type RobotTrial = (typeof ROBOT_TRIALS)[number];
/** The rental periods a customer chooses from, in months. */
export const RENT_MONTHS = [1, 3, 6, 12] as const;
export const TRIAL_DAYS = { min: 1, max: 60, default: 7 } as const;

export const sellsOutright = (sale: RobotSale) => sale !== 'rent';
export const rents = (sale: RobotSale) => sale !== 'buy';
export const rentLength = (months: number) => (months === 1 ? '1 month' : `${months} months`);
/** An order line's words: a rental says for how long. */
export const itemTitle = (item: { title: string; rentMonths?: number | undefined }) =>
  item.rentMonths ? `${item.title} (rent, ${rentLength(item.rentMonths)})` : item.title;

export const LICENCE_TERMS = ['owned', 'rent', 'trial'] as const;
export type LicenceTerm = (typeof LICENCE_TERMS)[number];
