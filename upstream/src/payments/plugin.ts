import fp from 'fastify-plugin';
import { ApiError } from '@academy/shared/api-error';
import { createRevenue, type Revenue } from './revenue.ts';
import { type Checkout, createCheckout } from './checkout.ts';
import { createFulfilment, type Fulfilment, logRejectedNotice } from './fulfilment.ts';
import { createOrders, type Orders } from './orders.ts';
import { nowPayments } from './providers/nowpayments.ts';
import type { PaymentProvider } from './providers/provider.ts';
import { paystack } from './providers/paystack.ts';
import { sandbox } from './providers/sandbox.ts';
import { type SandboxPaystack, sandboxPaystack } from './providers/sandbox-paystack.ts';
import { createOrderBook, type OrderBook } from './order-book.ts';
import { createNoticeLog, type NoticeLog } from './notice-log.ts';
import { noticeArrived } from './provider-word.ts';
import { createReconciliation, RECONCILE_JOB } from './reconciliation.ts';
import type { PeriodicJob } from '../jobs/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: {
      /** The crypto provider (the sandbox or NOWPayments), then Paystack when its key is set. */
      providers: PaymentProvider[];
      /** The enabled provider of this name, or a 404. */
      providerNamed: (name: string) => PaymentProvider;
      /** Set when the sandbox is the provider: its invoice page pays through it. */
      sandbox: ReturnType<typeof sandbox> | null;
      /** Paystack's sandbox, beside the crypto sandbox when no Paystack key is set: its page pays through it. */
      paystackSandbox: SandboxPaystack | null;
      checkout: Checkout;
      fulfilment: Fulfilment;
      /** Runs every RECONCILE_EVERY_SECONDS, and when the admin asks (jobs/queue.ts periodic). */
      reconciliation: PeriodicJob<Record<string, number>>;
      /** Applies a notice whose signature verified (provider-word.ts). */
      noticeArrived: (provider: PaymentProvider, rawBody: Buffer) => ReturnType<Fulfilment>;
      /** Keeps a notice whose signature did not verify, for the admin's log. */
      logRejected(provider: string, rawBody: Buffer): Promise<void>;
    };
    /** Orders as their owner and the sandbox's invoice page read them. */
    orders: Orders;
    /** The admin's Orders screen: orders with their payment as it arrived and their refunds. */
    orderBook: OrderBook;
    /** The admin's revenue records, total, series and CSV. */
    revenue: Revenue;
    /** The admin's log of provider notices and reconciliation answers. */
    noticeLog: NoticeLog;
  }
}

/** A cron for every `seconds` (whole minutes, config.ts); null for 0: only when the admin asks. */
const cronEvery = (seconds: number) => (seconds === 0 ? null : seconds === 60 ? '* * * * *' : seconds === 3600 ? '0 * * * *' : `*/${seconds / 60} * * * *`);

/** Orders and payments: the orders, payment_notices and revenues tables, and the payment provider. */
export default fp(
  async (fastify) => {
    const { config, clock, database, mailer, catalogue, settings, invites, cart, entitlements, coupons } = fastify;
    const { db } = database;
    const sandboxProvider = config.PAYMENT_PROVIDER === 'sandbox' ? sandbox({ secret: config.sandboxSecret }) : null;
    const crypto =
      sandboxProvider ??
      nowPayments({
        apiUrl: config.NOWPAYMENTS_API_URL,
        apiKey: config.NOWPAYMENTS_API_KEY!,
        ipnSecret: config.NOWPAYMENTS_IPN_SECRET!,
        ...(config.NOWPAYMENTS_EMAIL && { login: { email: config.NOWPAYMENTS_EMAIL, password: config.NOWPAYMENTS_PASSWORD! } }),
        clock,
      });
    // `npm start` with no keys shows both rails: the sandbox's Paystack stands in for the real one.
    const paystackSandbox = sandboxProvider && !config.PAYSTACK_SECRET_KEY ? sandboxPaystack({ secret: config.sandboxSecret }) : null;
    const providers = [
      crypto,
      ...(config.PAYSTACK_SECRET_KEY
        ? [paystack({ apiUrl: config.PAYSTACK_API_URL, secretKey: config.PAYSTACK_SECRET_KEY, channels: config.PAYSTACK_CHANNELS })]
        : paystackSandbox
          ? [paystackSandbox.provider]
          : []),
    ];
    const providerNamed = (name: string) => {
      const found = providers.find((p) => p.name === name);
      if (!found) throw new ApiError(404, 'This payment provider is not enabled');
      return found;
    };
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
    const { pass } = createReconciliation({
      db,
      providers,
      fulfilment,
      afterMinutes: config.RECONCILE_AFTER_MINUTES,
      log: fastify.log,
      clock,
    });
    fastify.decorate('payments', {
      providers,
      providerNamed,
      sandbox: sandboxProvider,
      paystackSandbox,
      checkout: createCheckout({
        db,
        catalogue,
        settings,
        invites,
        entitlements,
        coupons,
        providerNamed,
        publicUrl: config.PUBLIC_URL,
        product: config.PRODUCT,
        invoiceHours: config.INVOICE_HOURS,
        clock,
      }),
      fulfilment,
      reconciliation: fastify.jobs.periodic(RECONCILE_JOB, cronEvery(config.RECONCILE_EVERY_SECONDS), pass),
      noticeArrived: (p, rawBody) => noticeArrived({ db, fulfilment }, p, rawBody),
      logRejected: (name, rawBody) => logRejectedNotice(db, name, rawBody),
    });
    fastify.decorate('orders', createOrders(db));
    fastify.decorate('orderBook', createOrderBook(db));
    fastify.decorate('revenue', createRevenue(db));
    fastify.decorate('noticeLog', createNoticeLog(db));
  },
  { name: 'payments', dependencies: ['config', 'database', 'mail', 'catalogue', 'settings', 'telegram', 'cart', 'entitlements', 'coupons'] },
);
