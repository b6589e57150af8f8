import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { progressRequest, progressResponse, slugQuery } from '@academy/shared/catalogue';
import { messageResponse, withErrors } from '@academy/shared/envelope';
import { verifiedCustomersOnly } from '../hooks.ts';

/** `progress`: where a buyer is in a course they own. */
const progress: FastifyPluginAsyncZod = async (fastify) => {
  await fastify.register(verifiedCustomersOnly);
  const { catalogue, entitlements, learning } = fastify;

  async function ownedCourse(slug: string, userId: string) {
    const course = await catalogue.findCourse(slug);
    if (!course) throw new ApiError(404, 'Course not found');
    if (!(await entitlements.owns(userId, 'course', course.id))) throw new ApiError(403, 'Buy this course to follow it');
    return course;
  }

  fastify.post('/', { schema: { body: progressRequest, response: withErrors({ 200: messageResponse }) } }, async (request) => {
    const { slug, ...entry } = request.body;
    const course = await ownedCourse(slug, request.user!.id);
    const length = { course: course.courseVideos, live_session: course.liveSessionVideos, quiz: course.quizVideos }[entry.list].length;
    if (entry.position >= length) throw new ApiError(422, 'No such video in this course');
    await learning.saveProgress(request.user!.id, course.id, entry);
    return { code: 200, message: 'Progress saved' };
  });

  fastify.get('/', { schema: { querystring: slugQuery, response: withErrors({ 200: progressResponse }) } }, async (request) => {
    const course = await ownedCourse(request.query.slug, request.user!.id);
    return { code: 200, message: 'Progress', data: await learning.progress(request.user!.id, course.id) };
  });
};
export default progress;
