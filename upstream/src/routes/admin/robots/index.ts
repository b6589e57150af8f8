import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '@academy/shared/api-error';
import { adminPageQuery, createRobotRequest } from '@academy/shared/admin-catalogue';
import { adminName, parseItem } from '../catalogue-input.ts';

/** `admin/robots`: the robots table and the create form (spec 2.5, 7). */
const robots: FastifyPluginAsync = async (fastify) => {
  const { catalogue, catalogueAdmin } = fastify;

  fastify.get('/', async (request) => ({ code: 200, message: 'Robots', ...(await catalogue.list('robot', parseInput(adminPageQuery, request.query))) }));

  fastify.post('/create', async (request, reply) => {
    const slug = await catalogueAdmin.createRobot(parseItem(createRobotRequest, request.body), adminName(request.user!));
    return reply.code(201).send({ code: 201, message: 'Robot created successfully!', data: { slug } });
  });
};
export default robots;
