import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { withErrors } from '@academy/shared/envelope';
import { courseInsightResponse, learningCourseParams, learningCoursesQuery, learningCoursesResponse } from '@academy/shared/learning-insight';

/** `admin/learning`: how each course's learners progress, and who is stuck (a user's own view is under admin/users). */
const learning: FastifyPluginAsyncZod = async (fastify) => {
  const { learningInsight } = fastify;

  fastify.get('/courses', { schema: { querystring: learningCoursesQuery, response: withErrors({ 200: learningCoursesResponse }) } }, async (request) => ({
    code: 200,
    message: 'Learning',
    ...(await learningInsight.courses(request.query)),
  }));

  fastify.get('/courses/:slug', { schema: { params: learningCourseParams, response: withErrors({ 200: courseInsightResponse }) } }, async (request) => {
    const data = await learningInsight.course(request.params.slug);
    if (!data) throw new ApiError(404, 'Course not found');
    return { code: 200, message: 'Learning', data };
  });
};
export default learning;
