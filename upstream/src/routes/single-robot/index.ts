import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { robotDetailResponse, slugQuery } from '@academy/shared/catalogue';
import { withErrors } from '@academy/shared/envelope';

/** `singleRobot`: one robot; a buyer also gets its download link. */
const singleRobot: FastifyPluginAsyncZod = async (fastify) => {
  const { catalogue } = fastify;
  fastify.get(
    '/',
    { preValidation: fastify.optionalSession('customer'), schema: { querystring: slugQuery, response: withErrors({ 200: robotDetailResponse }) } },
    async (request) => {
      const robot = await catalogue.findRobot(request.query.slug);
      if (!robot) throw new ApiError(404, 'Robot not found');
      return { code: 200, message: 'Robot', data: await catalogue.robotDetail(robot, request.user?.id) };
    },
  );
};
export default singleRobot;
