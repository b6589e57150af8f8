import type { FastifyPluginAsync } from 'fastify';
import { ApiError, parseInput } from '@academy/shared/api-error';
import { WIRE } from '@academy/shared/constants';
import { fileParams, progressRequest, slugParams, slugQuery } from '@academy/shared/catalogue';
import { storageDirs } from '../../seed/seed-catalogue.ts';

/** Buyers only: robot downloads, course media (with Range), and course progress. */
const learning: FastifyPluginAsync = async (fastify) => {
  const { catalogue, learning, config } = fastify.services;
  const dirs = storageDirs(config.DATA_DIR);
  fastify.addHook('preHandler', fastify.requireSession('customer'));
  // Paid bytes go only to an address proven to be the buyer's.
  fastify.addHook('preHandler', async (request) => {
    if (!request.user!.verifiedEmail) throw new ApiError(403, WIRE.verifyEmailFirst);
  });

  fastify.get('/robots/:slug/download', async (request, reply) => {
    const robot = await catalogue.findRobot(parseInput(slugParams, request.params).slug);
    if (!robot) throw new ApiError(404, 'Robot not found');
    if (!(await learning.recordDownload(request.user!.id, robot.id))) throw new ApiError(403, 'Buy this robot to download it');
    reply.header('content-disposition', `attachment; filename="${robot.slug}.zip"`).header('cache-control', 'private, no-store');
    return reply.sendFile(robot.zip, dirs.robots);
  });

  fastify.get('/media/:file', async (request, reply) => {
    const { file } = parseInput(fileParams, request.params);
    if (!(await learning.mayPlay(request.user!.id, file))) throw new ApiError(403, 'Buy this course to watch it');
    reply.header('cache-control', 'private, max-age=600');
    return reply.sendFile(file, dirs.media);
  });

  async function ownedCourse(slug: string, userId: string) {
    const course = await catalogue.findCourse(slug);
    if (!course) throw new ApiError(404, 'Course not found');
    if (!(await learning.owns(userId, course.id))) throw new ApiError(403, 'Buy this course to follow it');
    return course;
  }

  fastify.post('/progress', async (request) => {
    const { slug, ...entry } = parseInput(progressRequest, request.body);
    const course = await ownedCourse(slug, request.user!.id);
    const length = { course: course.courseVideos, live_session: course.liveSessionVideos, quiz: course.quizVideos }[entry.list].length;
    if (entry.position >= length) throw new ApiError(422, 'No such video in this course');
    await learning.saveProgress(request.user!.id, course.id, entry);
    return { code: 200, message: 'Progress saved' };
  });

  fastify.get('/progress', async (request) => {
    const course = await ownedCourse(parseInput(slugQuery, request.query).slug, request.user!.id);
    return { code: 200, message: 'Progress', data: await learning.progress(request.user!.id, course.id) };
  });
};
export default learning;
