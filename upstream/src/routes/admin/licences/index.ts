import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse, withErrors } from '@academy/shared/envelope';
import { adminLicenceListResponse, adminLicenceQuery, licenceIdParams, licenceLimitRequest } from '@academy/shared/licences';

/** `admin/licences`: every robot licence, by user or by robot; revoke, restore, reset, a limit of its own. */
const licences: FastifyPluginAsyncZod = async (fastify) => {
  const { licences } = fastify;
  const answers = withErrors({ 200: messageResponse });
  const byId = { params: licenceIdParams, response: answers };

  fastify.get('/', { schema: { querystring: adminLicenceQuery, response: withErrors({ 200: adminLicenceListResponse }) } }, async (request) => ({
    code: 200,
    message: 'Licences',
    ...(await licences.adminList(request.query)),
  }));
  fastify.post('/:id/revoke', { schema: byId }, async (request) => ({ code: 200, message: await licences.revoke(request.params.id) }));
  fastify.post('/:id/restore', { schema: byId }, async (request) => ({ code: 200, message: await licences.restore(request.params.id) }));
  fastify.post('/:id/reset', { schema: byId }, async (request) => ({ code: 200, message: await licences.resetActivations(request.params.id) }));
  fastify.post('/:id/limit', { schema: { ...byId, body: licenceLimitRequest } }, async (request) => ({
    code: 200,
    message: await licences.setLimit(request.params.id, request.body.limit),
  }));
};
export default licences;
