import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paymentNotices, reconciliationState, runReconciliation } from '@academy/shared/endpoints/admin-shop';
import { route } from '../../../http/declared.ts';

/** `admin/payments`: the notice log, and reconciliation's last run (and a pass on demand). */
const payments: FastifyPluginAsyncZod = async (fastify) => {
  const { config, noticeLog } = fastify;
  const { reconciliation } = fastify.payments;

  route(fastify, paymentNotices, async (request) => ({
    code: 200,
    message: 'Payment notices',
    ...(await noticeLog.page(request.query)),
  }));

  route(fastify, reconciliationState, async () => {
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

  route(fastify, runReconciliation, async () => {
    // One at a time across upstreams: a pass under way is waited for, then this one runs.
    const summary = await reconciliation.run();
    return { code: 200, message: 'Reconciliation ran', data: { summary } };
  });
};
export default payments;
