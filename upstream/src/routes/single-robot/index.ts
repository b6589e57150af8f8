import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { robotDetailResponse, slugQuery } from '@academy/shared/catalogue';
import { withErrors } from '@academy/shared/envelope';
import { publicDetail } from '../public-answers.ts';

/** `singleRobot`: one robot; a buyer also gets its download link. */
const singleRobot: FastifyPluginAsyncZod = async (fastify) => {
  const { catalogue } = fastify;
  const answer = async (slug: string, userId?: string) => {
    const robot = await catalogue.findRobot(slug);
    const data = robot && (await catalogue.robotDetail(robot, userId));
    // A draft or retired robot is its buyers' alone (docs/decisions/070-catalogue-status.md).
    if (!data || (data.status !== 'published' && !data.owned)) throw new ApiError(404, 'Robot not found');
    return { code: 200, message: 'Robot', data };
  };
  const detail = publicDetail(fastify, 'robot', answer, (a) => a.data.robot_id);
  fastify.get(
    '/',
    { preValidation: fastify.optionalSession('customer'), schema: { querystring: slugQuery, response: withErrors({ 200: robotDetailResponse }) } },
    async (request, reply) => detail(request, reply, request.query.slug),
  );
};
export default singleRobot;
