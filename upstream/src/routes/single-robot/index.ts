import type { FastifyPluginAsync } from 'fastify';
import { ApiError, parseInput } from '@academy/shared/api-error';
import { slugQuery } from '@academy/shared/catalogue';

/** `singleRobot`: one robot; a buyer also gets its download link. */
const singleRobot: FastifyPluginAsync = async (fastify) => {
  const { catalogue } = fastify;
  fastify.get('/', { preHandler: fastify.optionalSession('customer') }, async (request) => {
    const robot = await catalogue.findRobot(parseInput(slugQuery, request.query).slug);
    if (!robot) throw new ApiError(404, 'Robot not found');
    return { code: 200, message: 'Robot', data: await catalogue.robotDetail(robot, request.user?.id) };
  });
};
export default singleRobot;
