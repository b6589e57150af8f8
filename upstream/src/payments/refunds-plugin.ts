import fp from 'fastify-plugin';
import { createRefunds, type Refunds } from './refunds.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** An admin's refunds of paid orders (the refunds table, and their revenue entries). */
    refunds: Refunds;
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
  },
  { name: 'refunds', dependencies: ['config', 'database', 'mail', 'entitlements', 'certificates', 'telegram'] },
);
