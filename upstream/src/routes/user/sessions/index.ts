import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { endOtherSessions, endSession, userSessions } from '@academy/shared/endpoints/accounts';
import { route } from '../../../http/declared.ts';

/** `user/sessions`: where the customer is signed in, and ending any of those sessions. */
const sessions: FastifyPluginAsyncZod = async (fastify) => {
  const { signedInSessions, refreshSessions } = fastify;
  route(fastify, userSessions, async (request) => ({
    code: 200,
    message: 'Sessions',
    data: await signedInSessions.of(request.user!.id, request.sessionFamily),
  }));

  route(fastify, endSession, async (request) => {
    if (!(await signedInSessions.end(request.user!.id, request.body.id))) throw new ApiError(404, 'No such session');
    return { code: 200, message: 'That session has been signed out.' };
  });

  route(fastify, endOtherSessions, async (request) => {
    await refreshSessions.revokeAllForUser(request.user!.id, { except: request.sessionFamily! });
    return { code: 200, message: 'All other sessions have been signed out.' };
  });
};
export default sessions;
