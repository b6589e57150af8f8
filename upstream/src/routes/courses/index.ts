import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '@academy/shared/api-error';
import { courseListQuery } from '@academy/shared/catalogue';

/** `courses`: the public listing; it tells a signed-in buyer what they own. */
const courses: FastifyPluginAsync = async (fastify) => {
  const { catalogue } = fastify;
  fastify.get('/', { preHandler: fastify.optionalSession('customer') }, async (request) => ({
    code: 200,
    message: 'Courses',
    ...(await catalogue.list('course', parseInput(courseListQuery, request.query), request.user?.id)),
  }));
};
export default courses;
