import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { adminUsersResponse, banUserRequest } from '@academy/shared/admin';
import { adminPageQuery } from '@academy/shared/admin-catalogue';
import { messageResponse, noInput, withErrors } from '@academy/shared/envelope';
import { userLearningResponse } from '@academy/shared/learning-insight';
import { userIdParams } from '@academy/shared/sessions';

/** `admin/users`: User Records, bans, signing a customer out everywhere, and a user's progress in their courses. */
const users: FastifyPluginAsyncZod = async (fastify) => {
  const { directory, admins, telegram, learningInsight } = fastify;
  const answers = withErrors({ 200: messageResponse });

  fastify.get('/', { schema: { querystring: adminPageQuery, response: withErrors({ 200: adminUsersResponse }) } }, async (request) => ({
    code: 200,
    message: 'Users',
    ...(await directory.customers(request.query)),
  }));

  fastify.post('/ban', { schema: { body: banUserRequest, response: answers } }, async (request) => {
    // Out of the paid group too, once the ban commits: Telegram down delays that, never the ban.
    const banned = await admins.ban(request.body.email, (tx, user) =>
      telegram.removeLater({ userId: user.id, reason: 'ban', about: `Remove ${user.email} from the Telegram group (ban)` }, tx),
    );
    if (!banned) throw new ApiError(404, 'No customer with this email');
    return { code: 200, message: 'The user has been banned.' };
  });

  fastify.get('/:id/learning', { schema: { params: userIdParams, response: withErrors({ 200: userLearningResponse }) } }, async (request) => {
    const data = await learningInsight.user(request.params.id);
    if (!data) throw new ApiError(404, 'No user with this id');
    return { code: 200, message: 'Learning', data };
  });

  fastify.post('/:id/sessions/end-all', { schema: { params: userIdParams, body: noInput, response: answers } }, async (request) => {
    if (!(await admins.endSessions(request.params.id))) throw new ApiError(404, 'No customer with this id');
    return { code: 200, message: 'All sessions of this user have ended.' };
  });
};
export default users;
