import type { FastifyPluginAsync } from 'fastify';
import { ApiError, parseInput } from '@academy/shared/api-error';
import { robotListQuery, slugParams } from '@academy/shared/catalogue';

/** `robots`: the public listing (it tells a signed-in buyer what they own), and a buyer's download. */
const robots: FastifyPluginAsync = async (fastify) => {
  const { catalogue, entitlements, storage } = fastify;

  fastify.get('/', { preHandler: fastify.optionalSession('customer') }, async (request) => ({
    code: 200,
    message: 'Robots',
    ...(await catalogue.list('robot', parseInput(robotListQuery, request.query), request.user?.id)),
  }));

  fastify.get('/:slug/download', { preHandler: [fastify.requireSession('customer'), fastify.requireVerifiedEmail] }, async (request, reply) => {
    const robot = await catalogue.findRobot(parseInput(slugParams, request.params).slug);
    if (!robot) throw new ApiError(404, 'Robot not found');
    if (!(await entitlements.recordDownload(request.user!.id, robot.id))) throw new ApiError(403, 'Buy this robot to download it');
    reply.header('content-disposition', `attachment; filename="${robot.slug}.zip"`).header('cache-control', 'private, no-store');
    return reply.sendFile(robot.zip, storage.paths.robots);
  });
};
export default robots;
