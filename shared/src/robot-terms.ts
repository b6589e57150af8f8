import { z } from 'zod';
import { envelope } from './envelope.ts';
import { LICENCE_TERMS, RENT_MONTHS, ROBOT_SALES, ROBOT_TRIALS, TRIAL_DAYS } from './robot-sales.ts';

export const rentMonths = z.coerce
  .number()
  .int()
  .refine((m) => (RENT_MONTHS as readonly number[]).includes(m), { message: `Rent for ${RENT_MONTHS.join(', ')} months` });
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
export const myRobotLicence = z.object({
  term: z.enum(LICENCE_TERMS),
  expires_at: z.iso.datetime({ offset: true }).nullable(),
  expired: z.boolean(),
  demo_only: z.boolean(),
  /** A time trial not yet started: how many days it will run from the first activation. */
  trial_days: z.number().int().nullable(),
});
export type MyRobotLicence = z.infer<typeof myRobotLicence>;

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
