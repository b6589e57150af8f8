import fp from 'fastify-plugin';
import type { Database } from './client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The migrated database (db/client.ts); only the aggregates' plugins hand it to their repositories. */
    database: Database;
  }
}

/** The database opened (and migrated) by build.ts: decorated here and closed with the app. */
export default fp(
  async (fastify, opts: { database: Database }) => {
    fastify.decorate('database', opts.database);
    fastify.addHook('onClose', async () => opts.database.close());
  },
  { name: 'database' },
);
