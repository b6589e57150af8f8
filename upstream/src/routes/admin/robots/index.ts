import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPageQuery, createItemResponse, createRobotRequest } from '@academy/shared/admin-catalogue';
import { robotListResponse, slugParams } from '@academy/shared/catalogue';
import { robotVersionRequest } from '@academy/shared/licences';
import { robotUpdatedMail } from '../../../mail/templates.ts';
import { messageResponse, withErrors } from '@academy/shared/envelope';
import { adminName, itemInput } from '../catalogue-input.ts';

/** `admin/robots`: the robots table and the create form (docs/requirements.md#admin-area). */
const robots: FastifyPluginAsyncZod = async (fastify) => {
  const { catalogue, catalogueAdmin, background, mailer, config } = fastify;

  fastify.get('/', { schema: { querystring: adminPageQuery, response: withErrors({ 200: robotListResponse }) } }, async (request) => ({
    code: 200,
    message: 'Robots',
    ...(await catalogue.list('robot', request.query)),
  }));

  fastify.post(
    '/create',
    { validatorCompiler: itemInput, schema: { body: createRobotRequest, response: withErrors({ 201: createItemResponse }) } },
    async (request, reply) => {
      const slug = await catalogueAdmin.createRobot(request.body, adminName(request.user!));
      return reply.code(201).send({ code: 201, message: 'Robot created successfully!', data: { slug } });
    },
  );

  fastify.post(
    '/:slug/versions',
    { schema: { params: slugParams, body: robotVersionRequest, response: withErrors({ 201: messageResponse }) } },
    async (request, reply) => {
      const { robot, buyers } = await catalogueAdmin.publishVersion(request.params.slug, request.body);
      const page = `${config.PUBLIC_URL}/dashboard/robot/${encodeURIComponent(robot.slug)}`;
      // One mail per buyer, after the answer: a robot with many buyers does not hold the admin up.
      background.run('robot update mails', async () => {
        for (const buyer of buyers) await mailer.send(robotUpdatedMail(buyer.email, buyer.firstName, robot, page));
      });
      return reply.code(201).send({ code: 201, message: `Version ${robot.version} published` });
    },
  );
};
export default robots;
