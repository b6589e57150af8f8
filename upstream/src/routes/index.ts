import type { FastifyPluginAsync } from 'fastify';
import accountExtras from './account-extras.ts';
import admin from './admin/index.ts';
import auth from './auth/index.ts';
import cart from './cart/index.ts';
import catalogue from './catalogue/index.ts';
import contact from './contact.ts';
import learning from './learning/index.ts';
import password from './password/index.ts';
import payments from './payments/index.ts';
import user, { readDetails } from './user/index.ts';

/** Everything under /api/{PRODUCT}/, one plugin per path prefix. */
const api: FastifyPluginAsync = async (fastify) => {
  await fastify.register(auth, { prefix: '/auth' });
  await fastify.register(password, { prefix: '/password' });
  await fastify.register(user, { prefix: '/user' });
  await fastify.register(admin, { prefix: '/admin' });
  await fastify.register(cart, { prefix: '/cart' });
  await fastify.register(catalogue);
  await fastify.register(contact);
  await fastify.register(payments);
  await fastify.register(accountExtras);
  await fastify.register(learning);
  fastify.get('/details', { preHandler: fastify.requireSession('customer') }, readDetails);
};
export default api;
