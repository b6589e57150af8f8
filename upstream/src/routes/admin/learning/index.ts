import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { learningCourse, learningCourses } from '@academy/shared/endpoints/admin-accounts';
import { route } from '../../../http/declared.ts';

/** `admin/learning`: how each course's learners progress, and who is stuck (a user's own view is under admin/users). */
const learning: FastifyPluginAsyncZod = async (fastify) => {
  const { learningInsight } = fastify;

  route(fastify, learningCourses, async (request) => ({
    code: 200,
    message: 'Learning',
    ...(await learningInsight.courses(request.query)),
  }));

  route(fastify, learningCourse, async (request) => {
    const data = await learningInsight.course(request.params.slug);
    if (!data) throw new ApiError(404, 'Course not found');
    return { code: 200, message: 'Learning', data };
  });
};
export default learning;
