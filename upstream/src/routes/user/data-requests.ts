import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ACCOUNT_CLOSED } from '@academy/shared/account-closing';
import { ApiError } from '@academy/shared/api-error';
import { closeAccount, dataExport } from '@academy/shared/endpoints/accounts';
import { route } from '../../http/declared.ts';
import { sendDataExport } from '../data-export-answer.ts';

/** `user/data-export` and `user/close`: the customer's own data requests (decision 086), verified email or not. */
const dataRequests: FastifyPluginAsyncZod = async (fastify) => {
  const { accounts, dataRequests: requests } = fastify;

  route(fastify, dataExport, { preValidation: fastify.dataExportLimit }, async (request, reply) =>
    sendDataExport(reply, await requests.export(request.user!.id), `${fastify.config.PRODUCT}-my-data`),
  );

  // Their reviews leave the public pages: every cached public read is forgotten, as after an admin's change.
  route(fastify, closeAccount, { preValidation: fastify.closeAttemptLimit, config: { changesPublicReads: true } }, async (request) => {
    await accounts.confirmPassword(request.user!, request.body.password);
    if (!(await requests.close(request.user!.id))) throw new ApiError(409, 'This account is closed already');
    return { code: 200, message: ACCOUNT_CLOSED };
  });
};
export default dataRequests;
