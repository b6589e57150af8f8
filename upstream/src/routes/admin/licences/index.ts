import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminLicences, limitLicence, resetLicence, restoreLicence, revokeLicence } from '@academy/shared/endpoints/admin-catalogue';
import { route } from '../../../http/declared.ts';
import { audited } from '../audited.ts';

/** `admin/licences`: every robot licence, by user or by robot; revoke, restore, reset, a limit of its own. */
const licences: FastifyPluginAsyncZod = async (fastify) => {
  const { licences } = fastify;
  route(fastify, adminLicences, async (request) => ({
    code: 200,
    message: 'Licences',
    ...(await licences.adminList(request.query)),
  }));
  route(fastify, revokeLicence, async (request) => ({ code: 200, message: await licences.revoke(audited(revokeLicence, request), request.params.id) }));
  route(fastify, restoreLicence, async (request) => ({ code: 200, message: await licences.restore(audited(restoreLicence, request), request.params.id) }));
  route(fastify, resetLicence, async (request) => ({ code: 200, message: await licences.resetActivations(audited(resetLicence, request), request.params.id) }));
  route(fastify, limitLicence, async (request) => ({
    code: 200,
    message: await licences.setLimit(audited(limitLicence, request), request.params.id, request.body.limit),
  }));
};
export default licences;
