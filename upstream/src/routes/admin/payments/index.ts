import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { noInput, withErrors } from '@academy/shared/envelope';
import { noticeLogQuery, noticeLogResponse, reconciliationRunResponse, reconciliationStateResponse } from '@academy/shared/payment-log';

/** `admin/payments`: the notice log, and reconciliation's last run (and a pass on demand). */
const payments: FastifyPluginAsyncZod = async (fastify) => {
  const { config, noticeLog } = fastify;
  const { reconciliation } = fastify.payments;

  fastify.get('/notices', { schema: { querystring: noticeLogQuery, response: withErrors({ 200: noticeLogResponse }) } }, async (request) => ({
    code: 200,
    message: 'Payment notices',
    ...(await noticeLog.page(request.query)),
  }));

  fastify.get('/reconciliation', { schema: { querystring: noInput, response: withErrors({ 200: reconciliationStateResponse }) } }, async () => {
    const [last, counts] = await Promise.all([reconciliation.last(), noticeLog.counts()]);
    return {
      code: 200,
      message: 'Reconciliation',
      data: {
        every_seconds: config.RECONCILE_EVERY_SECONDS,
        after_minutes: config.RECONCILE_AFTER_MINUTES,
        last: last && {
          started_at: last.startedAt?.toISOString() ?? null,
          finished_at: last.finishedAt?.toISOString() ?? null,
          summary: last.summary,
          error: last.error,
        },
        open_orders: counts.open,
        attention_orders: counts.attention,
      },
    };
  });

  fastify.post('/reconciliation', { schema: { body: noInput, response: withErrors({ 200: reconciliationRunResponse }) } }, async () => {
    // One at a time across upstreams: a pass under way is waited for, then this one runs.
    const summary = await reconciliation.run();
    return { code: 200, message: 'Reconciliation ran', data: { summary } };
  });
};
export default payments;
