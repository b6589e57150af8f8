import { z } from 'zod';
import { envelope } from './envelope.ts';
import { PLAN_MONTHS } from './plan-lengths.ts';

/** A plan of the signals group: a period, its price, and the free trial a newcomer may take once. */
export const groupPlan = z.object({
  id: z.uuid(),
  months: z.number().int(),
  usd: z.number(),
  /** The display price in naira at the admin's rate. */
  price: z.number(),
  trial_days: z.number().int(),
  active: z.boolean(),
});
export type GroupPlan = z.infer<typeof groupPlan>;
/** `GET telegram/plans` (public: the active ones) and `GET admin/plans` (every one). */
export const groupPlansResponse = envelope(z.array(groupPlan));

/** `POST admin/plans/create`: a period and its price, with an optional free trial. */
export const planRequest = z.object({
  months: z.coerce.number().pipe(z.literal(PLAN_MONTHS, { message: `A plan lasts ${PLAN_MONTHS.join(', ')} months` })),
  usd: z.coerce.number({ message: 'The price must be a number' }).min(1, { message: 'The price is at least $1.00' }).max(100_000),
  trial_days: z.coerce.number().int({ message: 'Trial days are whole days' }).min(0).max(90, { message: 'A trial is at most 90 days' }).default(0),
});
export type PlanRequest = z.infer<typeof planRequest>;
/** `POST admin/plans/:id/update`: its price, its trial, whether it is offered. */
export const planUpdateRequest = planRequest.omit({ months: true }).extend({ active: z.boolean() }).partial();
export const planIdParams = z.object({ id: z.uuid({ message: 'id must be a plan id' }) });
export const planResponse = envelope(groupPlan);

export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'lapsed'] as const;

/** What an admin may do to a subscription by hand; each is logged (subscription_events). */
export const SUBSCRIPTION_EVENT_KINDS = ['extended'] as const;

/** A customer's subscription to the group, as their dashboard and the signals page show it. */
export const groupSubscription = z.object({
  plan: groupPlan,
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Paid (or trial) access ends here; past_due keeps access until `grace_ends_at`. */
  period_end: z.iso.datetime({ offset: true }),
  grace_ends_at: z.iso.datetime({ offset: true }),
  /** Cancelled: access stays to the period end, and no renewal is asked for. */
  cancel_at_period_end: z.boolean(),
  /** The next payment asked for, in USD (none once cancelled or lapsed). */
  next_payment_usd: z.number().nullable(),
  /** Paystack charges the saved card each period (no invoice to pay); `subscriptions/card` opens the page to change the card. */
  renews_by_card: z.boolean(),
});
export type GroupSubscription = z.infer<typeof groupSubscription>;
/** `GET subscriptions`: the group subscription, or null; whether a free trial is still theirs to take. */
export const subscriptionStateResponse = envelope(z.object({ subscription: groupSubscription.nullable(), trial_available: z.boolean() }));
export type SubscriptionState = z.infer<typeof subscriptionStateResponse>['data'];

/** `POST subscriptions/trial`: the plan whose free trial to start. */
export const trialRequest = z.object({ plan: z.uuid({ message: 'Choose a plan' }) });

/** `POST subscriptions/card`: the card payment provider's page where the subscriber changes their card. */
export const cardLinkResponse = envelope(z.object({ url: z.string() }));
