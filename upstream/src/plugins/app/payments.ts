import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRevenue, type Revenue } from '../../admin/revenue.ts';
import { type Checkout, createCheckout } from '../../payments/checkout.ts';
import { createFulfilment, type Fulfilment, logRejectedNotice } from '../../payments/fulfilment.ts';
import { createOrders, type Orders } from '../../payments/orders.ts';
import { nowPayments } from '../../payments/providers/nowpayments.ts';
import type { PaymentProvider } from '../../payments/providers/provider.ts';
import { sandbox } from '../../payments/providers/sandbox.ts';
import { createNoticeLog, type NoticeLog } from '../../payments/notice-log.ts';
import { createReconciliation, type Reconciliation } from '../../payments/reconciliation.ts';
import { createJobLeases } from '../../jobs/job-lease.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: {
      provider: PaymentProvider;
      /** Set when the sandbox is the provider: its invoice page pays through it. */
      sandbox: ReturnType<typeof sandbox> | null;
      checkout: Checkout;
      fulfilment: Fulfilment;
      reconciliation: Reconciliation;
      /** Keeps a notice whose signature did not verify, for the admin's log. */
      logRejected(provider: string, rawBody: Buffer): Promise<void>;
    };
    /** Orders as their owner and the sandbox's invoice page read them. */
    orders: Orders;
    /** The admin's revenue records, total, series and CSV. */
    revenue: Revenue;
    /** The admin's log of provider notices and reconciliation answers. */
    noticeLog: NoticeLog;
  }
}

/** Runs reconciliation every `seconds`, never two passes of this process at once, and waits for a pass before closing. */
function scheduleReconciliation(fastify: FastifyInstance, reconciliation: Reconciliation, seconds: number) {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    running = reconciliation
      .runOnce()
      .catch((err: unknown) => fastify.log.warn({ err }, 'reconciliation failed'))
      .finally(() => (busy = false));
  }, seconds * 1000);
  timer.unref();
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/** Orders and payments: the orders, payment_notices and revenues tables, and the payment provider. */
export default fp(
  async (fastify) => {
    const { config, clock, database, mailer, catalogue, settings, invites, cart, entitlements, coupons } = fastify;
    const { db } = database;
    const sandboxProvider = config.PAYMENT_PROVIDER === 'sandbox' ? sandbox({ secret: config.sandboxSecret }) : null;
    const provider =
      sandboxProvider ??
      nowPayments({
        apiUrl: config.NOWPAYMENTS_API_URL,
        apiKey: config.NOWPAYMENTS_API_KEY!,
        ipnSecret: config.NOWPAYMENTS_IPN_SECRET!,
        ...(config.NOWPAYMENTS_EMAIL && { login: { email: config.NOWPAYMENTS_EMAIL, password: config.NOWPAYMENTS_PASSWORD! } }),
        clock,
      });
    const apply = createFulfilment({
      db,
      cart,
      entitlements,
      coupons,
      mailer,
      publicUrl: config.PUBLIC_URL,
      tolerancePercent: config.PAYMENT_TOLERANCE_PERCENT,
    });
    // Every provider's word and what it did (credited, duplicate, ignored...), as the notice log keeps it.
    const outcomes = fastify.metrics.counter(
      'payment_outcomes_total',
      "Payments' notices and reconciliation answers applied, by provider, source and outcome.",
      ['provider', 'source', 'outcome'],
    );
    const fulfilment: Fulfilment = async (...args) => {
      const outcome = await apply(...args);
      outcomes.inc({ provider: args[0], source: args[2] ?? 'notice', outcome });
      return outcome;
    };
    const reconciliation = createReconciliation({
      db,
      provider,
      fulfilment,
      leases: createJobLeases(db),
      afterMinutes: config.RECONCILE_AFTER_MINUTES,
      log: fastify.log,
      clock,
    });
    fastify.decorate('payments', {
      provider,
      sandbox: sandboxProvider,
      checkout: createCheckout({
        db,
        catalogue,
        settings,
        invites,
        entitlements,
        coupons,
        provider,
        publicUrl: config.PUBLIC_URL,
        product: config.PRODUCT,
        invoiceHours: config.INVOICE_HOURS,
        clock,
      }),
      fulfilment,
      reconciliation,
      logRejected: (name, rawBody) => logRejectedNotice(db, name, rawBody),
    });
    if (config.RECONCILE_EVERY_SECONDS > 0) scheduleReconciliation(fastify, reconciliation, config.RECONCILE_EVERY_SECONDS);
    fastify.decorate('orders', createOrders(db));
    fastify.decorate('revenue', createRevenue(db));
    fastify.decorate('noticeLog', createNoticeLog(db));
  },
  { name: 'payments', dependencies: ['config', 'database', 'mail', 'catalogue', 'settings', 'telegram', 'cart', 'entitlements', 'coupons'] },
);
