import fp from 'fastify-plugin';
import { createDataRequests, type DataRequests } from './data-requests.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A customer's export and the closing of their account; each domain's plugin adds its part (db/personal-data.ts). */
    dataRequests: DataRequests;
  }
}

/** Registered before the domains, so each can add its part as it starts (app.ts). */
export default fp(
  async (fastify) => {
    fastify.decorate('dataRequests', createDataRequests({ db: fastify.database.db, clock: fastify.clock }));
  },
  { name: 'data-requests', dependencies: ['config', 'database'] },
);
