import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { closeUserAccount, userDataExport } from '@academy/shared/endpoints/admin-accounts';
import { route } from '../../../http/declared.ts';
import { sendDataExport } from '../../data-export-answer.ts';
import { audited } from '../audited.ts';
import { originOf } from '../../../http/request-origin.ts';

/**
 * `admin/users/:id/data-export` and `admin/users/:id/close`: what a customer asked the shop for by
 * other means (decision 086), each on the audit log. The export is a read, which the audit registry
 * does not name (it lists writes), so its context is made here.
 */
const dataRequests: FastifyPluginAsyncZod = async (fastify) => {
  const { dataRequests: requests } = fastify;

  route(fastify, userDataExport, async (request, reply) => {
    const { id, email, role } = request.user!;
    const audit = { ...originOf(request), action: 'user.data_export' as const, actor: { id, email, role } };
    return sendDataExport(reply, await requests.export(request.params.id, audit), `${fastify.config.PRODUCT}-data-${request.params.id.slice(0, 8)}`);
  });

  route(fastify, closeUserAccount, async (request) => {
    if (!(await requests.close(request.params.id, audited(closeUserAccount, request)))) throw new ApiError(404, 'No open customer account with this id');
    return { code: 200, message: 'The account is closed: the customer is signed out and their data is erased or anonymised.' };
  });
};
export default dataRequests;
