import { z } from 'zod';
import { dayText } from './calendar.ts';
import { envelope } from './envelope.ts';

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
export const rentMonths = z.coerce
  .number()
  .int()
  .refine((m) => (RENT_MONTHS as readonly number[]).includes(m), { message: `Rent for ${RENT_MONTHS.join(', ')} months` });
export const TRIAL_DAYS = { min: 1, max: 60, default: 7 } as const;

export const sellsOutright = (sale: RobotSale) => sale !== 'rent';
export const rents = (sale: RobotSale) => sale !== 'buy';
export const rentLength = (months: number) => (months === 1 ? '1 month' : `${months} months`);
/** An order line's words: a rental says for how long. */
export const itemTitle = (item: { title: string; rentMonths?: number | undefined }) =>
  item.rentMonths ? `${item.title} (rent, ${rentLength(item.rentMonths)})` : item.title;

/** A robot's terms on its public page: the monthly rent in both currencies, and the trial. */
export const robotTerms = z.object({
  sale: z.enum(ROBOT_SALES),
  /** Per month; null when the robot is not rented. */
  rent: z.object({ usd: z.number(), price: z.number() }).nullable(),
  trial: z.object({ kind: z.enum(['demo', 'time']), days: z.number().int() }).nullable(),
});
export type RobotTerms = z.infer<typeof robotTerms>;

/**
 * The signed-in customer's licence for a robot, whatever its term. `expires_at`: the end of a rental
 * or of a started time trial (null: owned, a demo trial, or a time trial whose clock has not started).
 */
export const LICENCE_TERMS = ['owned', 'rent', 'trial'] as const;
export type LicenceTerm = (typeof LICENCE_TERMS)[number];
export const myRobotLicence = z.object({
  term: z.enum(LICENCE_TERMS),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
  expired: z.boolean(),
  demo_only: z.boolean(),
  /** A time trial not yet started: how many days it will run from the first activation. */
  trial_days: z.number().int().nullable(),
});
export type MyRobotLicence = z.infer<typeof myRobotLicence>;

/** What the customer's robot pages say of their licence's term. */
export function licenceTermText(l: MyRobotLicence): string {
  if (l.term === 'owned') return 'You own this robot';
  if (l.term === 'rent')
    return l.expired ? `Your rental ended on ${dayText(l.expires_at ?? new Date(0))}` : `Rented until ${dayText(l.expires_at ?? new Date(0))}`;
  if (l.demo_only) return 'Free trial on demo accounts';
  if (!l.expires_at) return `Free trial: ${l.trial_days} days from your first activation`;
  return l.expired ? `Your free trial ended on ${dayText(l.expires_at)}` : `Free trial until ${dayText(l.expires_at)}`;
}

/** `POST robots/:slug/trial`: the new trial's licence, as the robot page then shows it. */
export const trialStartedResponse = envelope(myRobotLicence);

/** The admin's update form: how the robot is sold and its trial. Blank keeps what is stored. */
const blank = z.literal('');
export const robotTermsUpdate = z.object({
  sale: z.union([blank, z.enum(ROBOT_SALES, { message: 'Sold as buy, rent or both' })]).optional(),
  rent_usd: z
    .union([blank, z.coerce.number({ message: 'Rent must be a number of USD' }).positive({ message: 'Rent must be above 0' }).max(100_000)])
    .optional(),
  trial: z.union([blank, z.enum(ROBOT_TRIALS, { message: 'Trial is none, demo or time' })]).optional(),
  trial_days: z
    .union([
      blank,
      z.coerce
        .number()
        .int({ message: `Trial days must be a whole number from ${TRIAL_DAYS.min} to ${TRIAL_DAYS.max}` })
        .min(TRIAL_DAYS.min, { message: `Trial days must be a whole number from ${TRIAL_DAYS.min} to ${TRIAL_DAYS.max}` })
        .max(TRIAL_DAYS.max, { message: `Trial days must be a whole number from ${TRIAL_DAYS.min} to ${TRIAL_DAYS.max}` }),
    ])
    .optional(),
});
/** What the update form starts from. */
export const editableRobotTerms = z.object({
  sale: z.enum(ROBOT_SALES),
  rent_usd: z.number().nullable(),
  trial: z.enum(ROBOT_TRIALS),
  trial_days: z.number().int(),
});
