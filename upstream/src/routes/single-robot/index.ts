import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { robotDetail } from '@academy/shared/endpoints/catalogue';
import { route } from '../../http/declared.ts';
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
  route(fastify, robotDetail, { preValidation: fastify.optionalSession('customer') }, async (request, reply) => detail(request, reply, request.query.slug));
};
export default singleRobot;
