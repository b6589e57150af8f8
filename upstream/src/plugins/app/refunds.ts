import fp from 'fastify-plugin';
import { createOrderBook, type OrderBook } from '../../payments/order-book.ts';
import { createRefunds, type Refunds } from '../../refunds/refunds.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** An admin's refunds of paid orders (the refunds table, and their revenue entries). */
    refunds: Refunds;
    /** The admin's Orders screen: orders with their payment as it arrived and their refunds. */
    orderBook: OrderBook;
  }
}

export default fp(
  async (fastify) => {
    const { config, database, mailer, entitlements, certificates } = fastify;
    fastify.decorate(
      'refunds',
      createRefunds({
        db: database.db,
        entitlements,
        certificates,
        mailer,
        publicUrl: config.PUBLIC_URL,
        removeLater: fastify.telegram.removeLater,
      }),
    );
    fastify.decorate('orderBook', createOrderBook(database.db));
  },
  { name: 'refunds', dependencies: ['config', 'database', 'mail', 'entitlements', 'certificates', 'telegram'] },
);
