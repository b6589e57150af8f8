import type { FastifyPluginAsync } from 'fastify';
import { ApiError, parseInput } from '@academy/shared/api-error';
import { endSessionRequest } from '@academy/shared/sessions';

/** `user/sessions`: where the customer is signed in, and ending any of those sessions. */
const sessions: FastifyPluginAsync = async (fastify) => {
  const { signedInSessions, refreshSessions } = fastify;

  fastify.get('/', async (request) => ({
    code: 200,
    message: 'Sessions',
    data: await signedInSessions.of(request.user!.id, request.sessionFamily),
  }));

  fastify.post('/end', async (request) => {
    const { id } = parseInput(endSessionRequest, request.body);
    if (!(await signedInSessions.end(request.user!.id, id))) throw new ApiError(404, 'No such session');
    return { code: 200, message: 'That session has been signed out.' };
  });

  fastify.post('/end-others', async (request) => {
    await refreshSessions.revokeAllForUser(request.user!.id, { except: request.sessionFamily! });
    return { code: 200, message: 'All other sessions have been signed out.' };
  });
};
export default sessions;
