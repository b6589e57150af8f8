import type { FastifyPluginAsync } from 'fastify';
import { ApiError, parseInput } from '@academy/shared/api-error';
import { slugQuery } from '@academy/shared/catalogue';

/** `singleCourse`: one course; a buyer also gets its playable lists. */
const singleCourse: FastifyPluginAsync = async (fastify) => {
  const { catalogue } = fastify;
  fastify.get('/', { preHandler: fastify.optionalSession('customer') }, async (request) => {
    const course = await catalogue.findCourse(parseInput(slugQuery, request.query).slug);
    if (!course) throw new ApiError(404, 'Course not found');
    return { code: 200, message: 'Course', data: await catalogue.courseDetail(course, request.user?.id) };
  });
};
export default singleCourse;
