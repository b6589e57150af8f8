import fp from 'fastify-plugin';
import { type Cart, createCart } from './cart.ts';
import { cartPersonalData } from './personal-data.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server cart (the cart_items table). */
    cart: Cart;
  }
}

export default fp(
  async (fastify) => {
    const { database, catalogue, settings, storage, entitlements } = fastify;
    fastify.decorate('cart', createCart({ db: database.db, catalogue, settings, urls: storage.urls, entitlements, cohorts: fastify.cohorts }));
    fastify.dataRequests.add(cartPersonalData(database.db));
  },
  { name: 'cart', dependencies: ['database', 'cohorts', 'catalogue', 'settings', 'storage', 'entitlements', 'data-requests'] },
);
