import fp from 'fastify-plugin';
import { createRevenue, type Revenue } from './revenue.ts';
import { type Checkout, createCheckout } from './checkout.ts';
import { createFulfilment, type Fulfilment, logRejectedNotice } from './fulfilment.ts';
import { createOrders, type Orders } from './orders.ts';
import { orderPersonalData } from './personal-data.ts';
import type { PaymentProvider } from './providers/provider.ts';
import { createOrderBook, type OrderBook } from './order-book.ts';
import { createNoticeLog, type NoticeLog } from './notice-log.ts';
import { noticeArrived } from './provider-word.ts';
import { createCardRenewals } from './card-renewals.ts';
import { createReconciliation, RECONCILE_JOB } from './reconciliation.ts';
import type { PeriodicJob } from '../jobs/queue.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: {
      checkout: Checkout;
      fulfilment: Fulfilment;
      /** Runs every RECONCILE_EVERY_SECONDS, and when the admin asks (jobs/queue.ts periodic). */
      reconciliation: PeriodicJob<Record<string, number>>;
      /** Applies a notice whose signature verified (provider-word.ts; a refund's: provider-refunds.ts). */
      noticeArrived: (provider: PaymentProvider, rawBody: Buffer) => Promise<string>;
      /** Keeps a notice refused (its signature or its sender), for the admin's log, with why. */
      logRejected(provider: string, rawBody: Buffer, why: string): Promise<void>;
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
    const { list: providers, named: providerNamed } = fastify.paymentProviders;
    const apply = createFulfilment({
      db,
      cart,
      entitlements,
      coupons,
      mailer,
      publicUrl: config.PUBLIC_URL,
      tolerancePercent: config.PAYMENT_TOLERANCE_PERCENT,
      clock,
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
    const cardRenewals = createCardRenewals({ db, fulfilment, cards: fastify.subscriptions.cards, clock });
    const { pass } = createReconciliation({
      db,
      providers,
      fulfilment,
      afterMinutes: config.RECONCILE_AFTER_MINUTES,
      log: fastify.log,
      clock,
      alsoAsk: () => fastify.providerRefunds.reconcile(fastify.log),
    });
    fastify.decorate('payments', {
      checkout: createCheckout({
        db,
        catalogue,
        settings,
        invites,
        entitlements,
        cohorts: fastify.cohorts,
        coupons,
        plans: fastify.plans,
        providerNamed,
        publicUrl: config.PUBLIC_URL,
        product: config.PRODUCT,
        invoiceHours: config.INVOICE_HOURS,
        clock,
      }),
      fulfilment,
      reconciliation: fastify.jobs.periodic(RECONCILE_JOB, cronEvery(config.RECONCILE_EVERY_SECONDS), pass),
      noticeArrived: (p, rawBody) => {
        // A refund event is about one of the provider's refunds, and a subscription or invoice event about a card subscription, not an order's payment.
        const refund = p.refunder?.refundEvent(rawBody);
        if (refund) return fastify.providerRefunds.noticeArrived(p, refund.reference, JSON.parse(rawBody.toString('utf8')));
        const card = p.cardSubscriptions?.event(rawBody);
        return card ? cardRenewals(p, card) : noticeArrived({ db, fulfilment }, p, rawBody);
      },
      logRejected: (name, rawBody, why) => logRejectedNotice(db, name, rawBody, why),
    });
    const orders = createOrders(db);
    fastify.decorate('orders', orders);
    fastify.dataRequests.add(orderPersonalData(orders));
    fastify.decorate(
      'orderBook',
      createOrderBook(db, (name) => providers.some((p) => p.name === name && p.refunder)),
    );
    fastify.decorate('revenue', createRevenue(db));
    fastify.decorate('noticeLog', createNoticeLog(db));
  },
  {
    name: 'payments',
    dependencies: [
      'config',
      'database',
      'mail',
      'catalogue',
      'settings',
      'telegram',
      'cart',
      'entitlements',
      'cohorts',
      'coupons',
      'subscriptions',
      'payment-providers',
      'refunds',
      'data-requests',
    ],
  },
);
