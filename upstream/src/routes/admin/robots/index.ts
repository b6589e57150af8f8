import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminRobots, createRobot, editableRobot, licenceCheckSource, publishRobotVersion } from '@academy/shared/endpoints/admin-catalogue';
import { route } from '../../../http/declared.ts';
import { audited } from '../audited.ts';
import { licenceCheckInclude } from '../../../licences/licence-check-include.ts';
import { licenceApiUrl } from '../../../licences/licence-text.ts';
import { adminName, itemInput } from '../catalogue-input.ts';

/**
 * `admin/robots`: the robots table, the create form, a robot as its update form edits it, and the
 * licence check its author compiles into it (docs/requirements.md#admin-area).
 */
const robots: FastifyPluginAsyncZod = async (fastify) => {
  const { catalogue, catalogueAdmin, config } = fastify;

  route(fastify, adminRobots, async (request) => ({
    code: 200,
    message: 'Robots',
    ...(await catalogue.adminList('robot', request.query)),
  }));

  route(fastify, createRobot, { validatorCompiler: itemInput }, async (request, reply) => {
    const slug = await catalogueAdmin.createRobot(audited(createRobot, request), request.body, adminName(request.user!));
    return reply.code(201).send({ code: 201, message: 'Robot created successfully!', data: { slug } });
  });

  route(fastify, editableRobot, async (request) => ({
    code: 200,
    message: 'Robot',
    data: await catalogueAdmin.editableRobot(request.params.slug),
  }));

  // The same for every buyer: it holds this robot's slug and the shop's licence API, never a key.
  route(fastify, licenceCheckSource, async (request, reply) => {
    const { slug } = await catalogueAdmin.editableRobot(request.params.slug);
    return reply
      .header('content-type', 'text/plain; charset=utf-8')
      .header('content-disposition', 'attachment; filename="MeridianLicence.mqh"')
      .header('cache-control', 'no-store')
      .send(Buffer.from(licenceCheckInclude({ robotSlug: slug, licenceApi: licenceApiUrl(config) })));
  });

  route(fastify, publishRobotVersion, async (request, reply) => {
    const robot = await catalogueAdmin.publishVersion(audited(publishRobotVersion, request), request.params.slug, request.body);
    return reply.code(201).send({ code: 201, message: `Version ${robot.version} published` });
  });
};
export default robots;
