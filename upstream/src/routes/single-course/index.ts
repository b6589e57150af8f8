import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { courseDetail } from '@academy/shared/endpoints/catalogue';
import { route } from '../../http/declared.ts';
import { publicDetail } from '../public-answers.ts';

/** `singleCourse`: one course; a buyer also gets its playable lists. */
const singleCourse: FastifyPluginAsyncZod = async (fastify) => {
  const { catalogue } = fastify;
  const answer = async (slug: string, userId?: string) => {
    const course = await catalogue.findCourse(slug);
    const data = course && (await catalogue.courseDetail(course, userId));
    // A draft or retired course is its buyers' alone (docs/decisions/070-catalogue-status.md).
    if (!data || (data.status !== 'published' && !data.owned)) throw new ApiError(404, 'Course not found');
    return { code: 200, message: 'Course', data };
  };
  const detail = publicDetail(fastify, 'course', answer, (a) => a.data.course_id);
  route(fastify, courseDetail, { preValidation: fastify.optionalSession('customer') }, async (request, reply) => detail(request, reply, request.query.slug));
};
export default singleCourse;
