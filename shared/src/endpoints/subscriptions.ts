import { messageResponse, noInput, withErrors } from '../envelope.ts';
import { groupPlansResponse, planIdParams, planRequest, planResponse, planUpdateRequest, subscriptionStateResponse, trialRequest } from '../subscriptions.ts';
import { defineEndpoint } from './define.ts';

// The signals group by the period: its plans, a customer's subscription, and the admin's plans.
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
export const startTrial = defineEndpoint({ method: 'POST', path: 'subscriptions/trial', auth: 'customer', body: trialRequest, response: answers });
export const cancelSubscription = defineEndpoint({ method: 'POST', path: 'subscriptions/cancel', auth: 'customer', body: noInput, response: answers });
export const resumeSubscription = defineEndpoint({ method: 'POST', path: 'subscriptions/resume', auth: 'customer', body: noInput, response: answers });
export const adminPlans = defineEndpoint({
  method: 'GET',
  path: 'admin/plans',
  auth: 'admin',
  query: noInput,
  response: withErrors({ 200: groupPlansResponse }),
});
export const createPlan = defineEndpoint({
  method: 'POST',
  path: 'admin/plans/create',
  auth: 'admin',
  body: planRequest,
  response: withErrors({ 201: planResponse }),
});
export const updatePlan = defineEndpoint({
  method: 'POST',
  path: 'admin/plans/:id/update',
  auth: 'admin',
  params: planIdParams,
  body: planUpdateRequest,
  response: withErrors({ 200: planResponse }),
});
