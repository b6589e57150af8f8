import type { FastifyPluginAsync } from 'fastify';
import admin from './admin/index.ts';
import auth from './auth/index.ts';
import cart from './cart/index.ts';
import contact from './contact/index.ts';
import courses from './courses/index.ts';
import details from './details/index.ts';
import media from './media/index.ts';
import orders from './orders/index.ts';
import password from './password/index.ts';
import payments from './payments/index.ts';
import progress from './progress/index.ts';
import robots from './robots/index.ts';
import singleCourse from './single-course/index.ts';
import singleRobot from './single-robot/index.ts';
import telegram from './telegram/index.ts';
import user from './user/index.ts';

/** Everything under /api/{PRODUCT}/: one folder per path prefix, registered at that prefix. */
const api: FastifyPluginAsync = async (fastify) => {
  await fastify.register(auth, { prefix: '/auth' });
  await fastify.register(password, { prefix: '/password' });
  await fastify.register(user, { prefix: '/user' });
  await fastify.register(details, { prefix: '/details' });
  await fastify.register(admin, { prefix: '/admin' });
  await fastify.register(cart, { prefix: '/cart' });
  await fastify.register(courses, { prefix: '/courses' });
  await fastify.register(robots, { prefix: '/robots' });
  await fastify.register(singleCourse, { prefix: '/singleCourse' });
  await fastify.register(singleRobot, { prefix: '/singleRobot' });
  await fastify.register(telegram, { prefix: '/telegram' });
  await fastify.register(contact, { prefix: '/contact' });
  await fastify.register(payments, { prefix: '/payments' });
  await fastify.register(orders, { prefix: '/orders' });
  await fastify.register(media, { prefix: '/media' });
  await fastify.register(progress, { prefix: '/progress' });
};
export default api;
