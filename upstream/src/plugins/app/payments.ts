import fp from 'fastify-plugin';
import { createRevenue, type Revenue } from '../../admin/revenue.ts';
import { type Checkout, createCheckout } from '../../payments/checkout.ts';
import { createFulfilment, type Fulfilment } from '../../payments/fulfilment.ts';
import { createOrders, type Orders } from '../../payments/orders.ts';
import { nowPayments } from '../../payments/providers/nowpayments.ts';
import type { PaymentProvider } from '../../payments/providers/provider.ts';
import { sandbox } from '../../payments/providers/sandbox.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: {
      provider: PaymentProvider;
      /** Set when the sandbox is the provider: its invoice page pays through it. */
      sandbox: ReturnType<typeof sandbox> | null;
      checkout: Checkout;
      fulfilment: Fulfilment;
    };
    /** Orders as their owner and the sandbox's invoice page read them. */
    orders: Orders;
    /** The admin's revenue records, total, series and CSV. */
    revenue: Revenue;
  }
}

/** Orders and payments: the orders, payment_notices and revenues tables, and the payment provider. */
export default fp(
  async (fastify) => {
    const { config, database, mailer, catalogue, settings, invites, cart, entitlements, coupons } = fastify;
    const { db } = database;
    const sandboxProvider = config.PAYMENT_PROVIDER === 'sandbox' ? sandbox({ secret: config.sandboxSecret }) : null;
    const provider =
      sandboxProvider ?? nowPayments({ apiUrl: config.NOWPAYMENTS_API_URL, apiKey: config.NOWPAYMENTS_API_KEY!, ipnSecret: config.NOWPAYMENTS_IPN_SECRET! });
    fastify.decorate('payments', {
      provider,
      sandbox: sandboxProvider,
      checkout: createCheckout({ db, catalogue, settings, invites, entitlements, coupons, provider, publicUrl: config.PUBLIC_URL, product: config.PRODUCT }),
      fulfilment: createFulfilment({
        db,
        cart,
        entitlements,
        mailer,
        publicUrl: config.PUBLIC_URL,
        tolerancePercent: config.PAYMENT_TOLERANCE_PERCENT,
        log: fastify.log,
      }),
    });
    fastify.decorate('orders', createOrders(db));
    fastify.decorate('revenue', createRevenue(db));
  },
  { name: 'payments', dependencies: ['config', 'database', 'mail', 'catalogue', 'settings', 'telegram', 'cart', 'entitlements', 'coupons'] },
);
