import {
  adminSubscriberListResponse,
  adminSubscriberResponse,
  adminSubscriptionQuery,
  extendRequest,
  extendResponse,
  subscriptionIdParams,
} from '../admin-subscriptions.ts';
import { messageResponse, noInput, withErrors } from '../envelope.ts';
import { subscriptionHistoryResponse } from '../subscription-history.ts';
import { subscriptionMetricsQuery, subscriptionMetricsResponse } from '../subscription-metrics.ts';
import {
  cardLinkResponse,
  groupPlansResponse,
  planIdParams,
  planRequest,
  planResponse,
  planUpdateRequest,
  subscriptionStateResponse,
  trialRequest,
} from '../subscriptions.ts';
import { ADMINS } from '../staff-roles.ts';
import { defineEndpoint } from './define.ts';

// The signals group by the period: its plans, a customer's subscription and its history, the admin's plans and subscribers.
const answers = withErrors({ 200: messageResponse });

export const groupPlans = defineEndpoint({
  method: 'GET',
  path: 'telegram/plans',
  auth: 'public',
  query: noInput,
  response: withErrors({ 200: groupPlansResponse }),
});
export const subscriptionState = defineEndpoint({
  method: 'GET',
  path: 'subscriptions',
  auth: 'customer',
  query: noInput,
  response: withErrors({ 200: subscriptionStateResponse }),
});
/**
 * Its own call rather than more of `GET subscriptions`: that state is read on each visit to the signals
 * page (a member's period, whether a trial is open), and the history grows with every period; only
 * the dashboard's Subscriptions page reads it.
 */
export const subscriptionHistory = defineEndpoint({
  method: 'GET',
  path: 'subscriptions/history',
  auth: 'customer',
  query: noInput,
  response: withErrors({ 200: subscriptionHistoryResponse }),
});
export const startTrial = defineEndpoint({ method: 'POST', path: 'subscriptions/trial', auth: 'customer', body: trialRequest, response: answers });
export const cancelSubscription = defineEndpoint({ method: 'POST', path: 'subscriptions/cancel', auth: 'customer', body: noInput, response: answers });
export const resumeSubscription = defineEndpoint({ method: 'POST', path: 'subscriptions/resume', auth: 'customer', body: noInput, response: answers });
export const cardLink = defineEndpoint({
  method: 'POST',
  path: 'subscriptions/card',
  auth: 'customer',
  body: noInput,
  response: withErrors({ 200: cardLinkResponse }),
});
export const adminPlans = defineEndpoint({
  method: 'GET',
  path: 'admin/plans',
  auth: 'admin',
  roles: ADMINS,
  query: noInput,
  response: withErrors({ 200: groupPlansResponse }),
});
export const createPlan = defineEndpoint({
  method: 'POST',
  path: 'admin/plans/create',
  auth: 'admin',
  roles: ADMINS,
  body: planRequest,
  response: withErrors({ 201: planResponse }),
});
export const updatePlan = defineEndpoint({
  method: 'POST',
  path: 'admin/plans/:id/update',
  auth: 'admin',
  roles: ADMINS,
  params: planIdParams,
  body: planUpdateRequest,
  response: withErrors({ 200: planResponse }),
});
export const adminSubscribers = defineEndpoint({
  method: 'GET',
  path: 'admin/subscriptions',
  auth: 'admin',
  roles: ADMINS,
  query: adminSubscriptionQuery,
  response: withErrors({ 200: adminSubscriberListResponse }),
});
/** Per calendar month: MRR, subscribers active, new, returning and churned, trials converted (docs/decisions/082-subscription-metrics.md). A fixed path is matched before `admin/subscriptions/:id`. */
export const subscriptionMetrics = defineEndpoint({
  method: 'GET',
  path: 'admin/subscriptions/metrics',
  auth: 'admin',
  roles: ADMINS,
  query: subscriptionMetricsQuery,
  response: withErrors({ 200: subscriptionMetricsResponse }),
});
export const adminSubscriber = defineEndpoint({
  method: 'GET',
  path: 'admin/subscriptions/:id',
  auth: 'admin',
  roles: ADMINS,
  params: subscriptionIdParams,
  response: withErrors({ 200: adminSubscriberResponse }),
});
export const extendSubscription = defineEndpoint({
  method: 'POST',
  path: 'admin/subscriptions/:id/extend',
  auth: 'admin',
  roles: ADMINS,
  params: subscriptionIdParams,
  body: extendRequest,
  response: withErrors({ 200: extendResponse }),
});
