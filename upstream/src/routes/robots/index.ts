import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { robotListQuery, robotListResponse, slugParams } from '@academy/shared/catalogue';
import { fileResponse, withErrors } from '@academy/shared/envelope';

/** `robots`: the public listing (it tells a signed-in buyer what they own), and a buyer's download. */
const robots: FastifyPluginAsyncZod = async (fastify) => {
  const { catalogue, entitlements, storage } = fastify;

  fastify.get(
    '/',
    { preValidation: fastify.optionalSession('customer'), schema: { querystring: robotListQuery, response: withErrors({ 200: robotListResponse }) } },
    async (request) => ({ code: 200, message: 'Robots', ...(await catalogue.list('robot', request.query, request.user?.id)) }),
  );

  fastify.get(
    '/:slug/download',
    {
      preValidation: [fastify.requireSession('customer'), fastify.requireVerifiedEmail],
      schema: { params: slugParams, response: withErrors({ 200: fileResponse, 206: fileResponse }) },
    },
    async (request, reply) => {
      const robot = await catalogue.findRobot(request.params.slug);
      if (!robot) throw new ApiError(404, 'Robot not found');
      if (!(await entitlements.recordDownload(request.user!.id, robot.id))) throw new ApiError(403, 'Buy this robot to download it');
      reply.header('content-disposition', `attachment; filename="${robot.slug}.zip"`).header('cache-control', 'private, no-store');
      return reply.sendFile(robot.zip, storage.paths.robots);
    },
  );
};
export default robots;
