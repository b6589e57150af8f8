import fp from 'fastify-plugin';
import { createEntitlements, type Entitlements } from './entitlements.ts';
import { purchasePersonalData } from './personal-data.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What a customer bought and may reach (the purchases table). */
    entitlements: Entitlements;
  }
}

/** Purchases and what they entitle to. */
export default fp(
  async (fastify) => {
    fastify.decorate('entitlements', createEntitlements(fastify.database.db));
    fastify.dataRequests.add(purchasePersonalData);
  },
  { name: 'entitlements', dependencies: ['database', 'data-requests'] },
);
