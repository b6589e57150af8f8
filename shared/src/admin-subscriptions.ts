import { z } from 'zod';
import { ADMIN_PAGE_SIZE, MAX_PAGE_LENGTH } from './constants.ts';
import { envelope, pageQuery, pagedEnvelope } from './envelope.ts';
import { emailSearch } from './fields.ts';
import { groupPlan, SUBSCRIPTION_STATUSES } from './subscriptions.ts';
import { periodPayment, subscriptionExtension } from './subscription-history.ts';

/** The Subscribers list's filter: a status, or the ones cancelled and running to their end. */
export const SUBSCRIBER_FILTERS = [...SUBSCRIPTION_STATUSES, 'cancelling'] as const;
export type SubscriberFilter = (typeof SUBSCRIBER_FILTERS)[number];

/** `GET admin/subscriptions`: every subscription, newest first, narrowed by status and by the customer's email (any part of it). */
export const adminSubscriptionQuery = pageQuery(ADMIN_PAGE_SIZE, MAX_PAGE_LENGTH).extend({
  status: z.enum(SUBSCRIBER_FILTERS, { message: `status is one of ${SUBSCRIBER_FILTERS.join(', ')}` }).optional(),
  email: emailSearch,
});
export type AdminSubscriptionQuery = z.infer<typeof adminSubscriptionQuery>;

/** A subscriber: who, on which plan, where the subscription stands, and since when. */
export const adminSubscriber = z.object({
  id: z.uuid(),
  user_id: z.uuid(),
  email: z.string(),
  customer_name: z.string(),
  plan: groupPlan.pick({ id: true, months: true, usd: true }),
  status: z.enum(SUBSCRIPTION_STATUSES),
  period_end: z.iso.datetime({ offset: true }),
  cancel_at_period_end: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
});
export type AdminSubscriber = z.infer<typeof adminSubscriber>;
export const adminSubscriberListResponse = pagedEnvelope(adminSubscriber);

/** An extension as the admin's log keeps it: who gave it, and why. */
export const subscriptionEvent = subscriptionExtension.extend({
  kind: z.literal('extended'),
  admin_email: z.string(),
  reason: z.string().nullable(),
});
export type SubscriptionEvent = z.infer<typeof subscriptionEvent>;

/** `GET admin/subscriptions/:id`: the subscriber, when access ends, their periods paid and the log of extensions, newest first. */
export const adminSubscriberDetail = z.object({
  subscription: adminSubscriber.extend({
    /** Past due keeps access until here; a trial or a cancelled period ends at its end. */
    grace_ends_at: z.iso.datetime({ offset: true }),
  }),
  payments: z.array(periodPayment),
  events: z.array(subscriptionEvent),
});
export type AdminSubscriberDetail = z.infer<typeof adminSubscriberDetail>;
export const adminSubscriberResponse = envelope(adminSubscriberDetail);

export const subscriptionIdParams = z.object({ id: z.uuid({ message: 'id must be a subscription id' }) });

/** The most an extension gives at once: a year. */
export const MAX_EXTENSION_DAYS = 365;
const days = `Extend by 1 to ${MAX_EXTENSION_DAYS} days`;

/** `POST admin/subscriptions/:id/extend`: whole days added to the period, and why (kept in the log). */
export const extendRequest = z.object({
  days: z.coerce.number({ message: days }).int({ message: 'Days are whole days' }).min(1, { message: days }).max(MAX_EXTENSION_DAYS, { message: days }),
  reason: z.string().trim().max(500, { message: 'At most 500 characters' }).optional(),
});
export type ExtendRequest = z.infer<typeof extendRequest>;
export const extendResponse = envelope(adminSubscriber);
