import fp from 'fastify-plugin';
import { createSettings, type Settings } from './settings.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The admin's settings (the settings table): display rate, group price, group link. */
    settings: Settings;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('settings', createSettings(fastify.database.db));
  },
  { name: 'settings', dependencies: ['database'] },
);
