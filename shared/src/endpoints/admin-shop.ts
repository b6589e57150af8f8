import { adminOrderListResponse, adminOrderQuery, orderIdParams, refundRequest, refundResponse } from '../admin-orders.ts';
import { adminPageQuery } from '../admin-catalogue.ts';
import { fileResponse, messageResponse, noInput, withErrors } from '../envelope.ts';
import { jobIdParams, jobsResponse } from '../jobs.ts';
import { noticeLogQuery, noticeLogResponse, reconciliationRunResponse, reconciliationStateResponse } from '../payment-log.ts';
import { revenueSeriesResponse, revenuesResponse, revenueTotalResponse, seriesQuery } from '../revenue.ts';
import { settingsRequest, settingsResponse } from '../settings.ts';
import { telegramLinkRequest, telegramPriceRequest, telegramSetupResponse } from '../telegram.ts';
import { ADMINS, STAFF } from '../staff-roles.ts';
import { defineEndpoint } from './define.ts';

// The admin area's shop: the group, the settings, orders and refunds, revenue, payment notices and jobs.
// Support reads the orders (a customer's question about a payment); the rest is an admin's (docs/decisions/087-staff-roles.md).
const answers = withErrors({ 200: messageResponse });

export const setTelegramPrice = defineEndpoint({
  method: 'POST',
  path: 'admin/telegram',
  auth: 'admin',
  roles: ADMINS,
  body: telegramPriceRequest,
  response: answers,
});
export const telegramSetup = defineEndpoint({
  method: 'GET',
  path: 'admin/telegram',
  auth: 'admin',
  roles: ADMINS,
  query: noInput,
  response: withErrors({ 200: telegramSetupResponse }),
});
export const setTelegramLink = defineEndpoint({
  method: 'POST',
  path: 'admin/telegram/link',
  auth: 'admin',
  roles: ADMINS,
  body: telegramLinkRequest,
  response: answers,
});
export const adminSettings = defineEndpoint({
  method: 'GET',
  path: 'admin/settings',
  auth: 'admin',
  roles: ADMINS,
  query: noInput,
  response: withErrors({ 200: settingsResponse }),
});
export const saveSettings = defineEndpoint({ method: 'POST', path: 'admin/settings', auth: 'admin', roles: ADMINS, body: settingsRequest, response: answers });
export const adminOrders = defineEndpoint({
  method: 'GET',
  path: 'admin/orders',
  auth: 'admin',
  roles: STAFF,
  query: adminOrderQuery,
  response: withErrors({ 200: adminOrderListResponse }),
});
export const refundOrder = defineEndpoint({
  method: 'POST',
  path: 'admin/orders/:id/refund',
  auth: 'admin',
  roles: ADMINS,
  params: orderIdParams,
  body: refundRequest,
  response: withErrors({ 201: refundResponse }),
});
export const revenueList = defineEndpoint({
  method: 'GET',
  path: 'admin/revenues',
  auth: 'admin',
  roles: ADMINS,
  query: adminPageQuery,
  response: withErrors({ 200: revenuesResponse }),
});
export const revenueTotal = defineEndpoint({
  method: 'GET',
  path: 'admin/revenues/usd',
  auth: 'admin',
  roles: ADMINS,
  query: noInput,
  response: withErrors({ 200: revenueTotalResponse }),
});
export const revenueSeries = defineEndpoint({
  method: 'GET',
  path: 'admin/revenues/series',
  auth: 'admin',
  roles: ADMINS,
  query: seriesQuery,
  response: withErrors({ 200: revenueSeriesResponse }),
});
export const revenueCsv = defineEndpoint({
  method: 'GET',
  path: 'admin/revenues/csv',
  auth: 'admin',
  roles: ADMINS,
  query: noInput,
  response: withErrors({ 200: fileResponse }),
});
export const paymentNotices = defineEndpoint({
  method: 'GET',
  path: 'admin/payments/notices',
  auth: 'admin',
  roles: ADMINS,
  query: noticeLogQuery,
  response: withErrors({ 200: noticeLogResponse }),
});
export const reconciliationState = defineEndpoint({
  method: 'GET',
  path: 'admin/payments/reconciliation',
  auth: 'admin',
  roles: ADMINS,
  query: noInput,
  response: withErrors({ 200: reconciliationStateResponse }),
});
export const runReconciliation = defineEndpoint({
  method: 'POST',
  path: 'admin/payments/reconciliation',
  auth: 'admin',
  roles: ADMINS,
  body: noInput,
  response: withErrors({ 200: reconciliationRunResponse }),
});
export const jobList = defineEndpoint({
  method: 'GET',
  path: 'admin/jobs',
  auth: 'admin',
  roles: ADMINS,
  query: noInput,
  response: withErrors({ 200: jobsResponse }),
});
export const retryJob = defineEndpoint({
  method: 'POST',
  path: 'admin/jobs/:id/retry',
  auth: 'admin',
  roles: ADMINS,
  params: jobIdParams,
  body: noInput,
  response: withErrors({ 200: messageResponse }),
});
