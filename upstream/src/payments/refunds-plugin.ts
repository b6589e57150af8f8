import fp from 'fastify-plugin';
import { PROMISE_RULES } from '../jobs/queue.ts';
import { createRefunds, type Refunds } from './refunds.ts';
import { createRefundSettlement } from './refund-settlement.ts';
import { createProviderRefunds, type ProviderRefunds } from './provider-refunds.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** An admin's refunds of paid orders (the refunds table, and their revenue entries). */
    refunds: Refunds;
    /** Refunds a provider makes (Paystack): sent by a job, settled on its word. */
    providerRefunds: ProviderRefunds;
  }
}

export default fp(
  async (fastify) => {
    const { config, clock, database, mailer, entitlements, certificates, jobs, paymentProviders } = fastify;
    const settle = createRefundSettlement({
      entitlements,
      certificates,
      mailer,
      publicUrl: config.PUBLIC_URL,
      removeLater: fastify.telegram.removeLater,
    });
    const providerRefunds = createProviderRefunds({
      db: database.db,
      settle,
      providerNamed: paymentProviders.named,
      afterMinutes: config.RECONCILE_AFTER_MINUTES,
      clock,
    });
    // Promised work: a refund the admin sent is sent to the provider even if this process stops first.
    const sendRefund = jobs.define<{ refundId: string; about: string }>('provider-refund', PROMISE_RULES, ({ refundId }) => providerRefunds.send(refundId));
    fastify.decorate('providerRefunds', providerRefunds);
    fastify.decorate(
      'refunds',
      createRefunds({
        db: database.db,
        settle,
        refundsItself: (name) => paymentProviders.list.some((p) => p.name === name && p.refunder),
        sendLater: (refundId, about, tx) => sendRefund([{ refundId, about }], tx),
      }),
    );
  },
  { name: 'refunds', dependencies: ['config', 'database', 'jobs', 'mail', 'entitlements', 'certificates', 'telegram', 'payment-providers'] },
);
