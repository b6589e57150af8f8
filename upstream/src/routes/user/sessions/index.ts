import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { messageResponse, noInput, withErrors } from '@academy/shared/envelope';
import { endSessionRequest, signedInSessionsResponse } from '@academy/shared/sessions';

/** `user/sessions`: where the customer is signed in, and ending any of those sessions. */
const sessions: FastifyPluginAsyncZod = async (fastify) => {
  const { signedInSessions, refreshSessions } = fastify;
  const answers = withErrors({ 200: messageResponse });

  fastify.get('/', { schema: { querystring: noInput, response: withErrors({ 200: signedInSessionsResponse }) } }, async (request) => ({
    code: 200,
    message: 'Sessions',
    data: await signedInSessions.of(request.user!.id, request.sessionFamily),
  }));

  fastify.post('/end', { schema: { body: endSessionRequest, response: answers } }, async (request) => {
    if (!(await signedInSessions.end(request.user!.id, request.body.id))) throw new ApiError(404, 'No such session');
    return { code: 200, message: 'That session has been signed out.' };
  });

  fastify.post('/end-others', { schema: { body: noInput, response: answers } }, async (request) => {
    await refreshSessions.revokeAllForUser(request.user!.id, { except: request.sessionFamily! });
    return { code: 200, message: 'All other sessions have been signed out.' };
  });
};
export default sessions;
