import type { FastifyPluginAsync } from 'fastify';
import { ApiError, parseInput } from '@academy/shared/api-error';
import { courseListQuery, robotListQuery, slugQuery } from '@academy/shared/catalogue';
import { pricesOf } from '../../catalogue/settings.ts';

/** The public catalogue; it tells a signed-in buyer what they own, and singleCourse and singleRobot say more to a buyer. */
const catalogueRoutes: FastifyPluginAsync = async (fastify) => {
  const { catalogue, settings, invites } = fastify.services;
  const buyer = { preHandler: fastify.optionalSession('customer') };

  fastify.get('/courses', buyer, async (request) => ({ code: 200, message: 'Courses', ...(await catalogue.list('course', parseInput(courseListQuery, request.query), request.user?.id)) }));
  fastify.get('/robots', buyer, async (request) => ({ code: 200, message: 'Robots', ...(await catalogue.list('robot', parseInput(robotListQuery, request.query), request.user?.id)) }));

  fastify.get('/singleCourse', buyer, async (request) => {
    const course = await catalogue.findCourse(parseInput(slugQuery, request.query).slug);
    if (!course) throw new ApiError(404, 'Course not found');
    return { code: 200, message: 'Course', data: await catalogue.courseDetail(course, request.user?.id) };
  });

  fastify.get('/singleRobot', buyer, async (request) => {
    const robot = await catalogue.findRobot(parseInput(slugQuery, request.query).slug);
    if (!robot) throw new ApiError(404, 'Robot not found');
    return { code: 200, message: 'Robot', data: await catalogue.robotDetail(robot, request.user?.id) };
  });

  fastify.get('/telegram', async () => {
    const [{ telegram_usd, ngn_per_usd }, available] = await Promise.all([settings.read(['telegram_usd', 'ngn_per_usd']), invites.available()]);
    return { code: 200, message: 'Telegram price', data: { ...pricesOf(Math.round(telegram_usd * 100), ngn_per_usd), available } };
  });
};
export default catalogueRoutes;
