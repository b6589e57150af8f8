import fp from 'fastify-plugin';
import { createSettings, type Settings } from './settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin's settings (the settings table): the naira rate and rounding, group price, group link, Paystack's channels. */
    settings: Settings;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('settings', createSettings(fastify.database.db, { paystackChannels: fastify.config.PAYSTACK_CHANNELS }));
  },
  { name: 'settings', dependencies: ['config', 'database'] },
);
