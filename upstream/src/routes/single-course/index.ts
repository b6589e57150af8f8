import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { courseDetailResponse, slugQuery } from '@academy/shared/catalogue';
import { withErrors } from '@academy/shared/envelope';

/** `singleCourse`: one course; a buyer also gets its playable lists. */
const singleCourse: FastifyPluginAsyncZod = async (fastify) => {
  const { catalogue } = fastify;
  fastify.get(
    '/',
    { preValidation: fastify.optionalSession('customer'), schema: { querystring: slugQuery, response: withErrors({ 200: courseDetailResponse }) } },
    async (request) => {
      const course = await catalogue.findCourse(request.query.slug);
      if (!course) throw new ApiError(404, 'Course not found');
      return { code: 200, message: 'Course', data: await catalogue.courseDetail(course, request.user?.id) };
    },
  );
};
export default singleCourse;
