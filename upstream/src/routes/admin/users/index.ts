import type { FastifyPluginAsync } from 'fastify';
import { ApiError, parseInput } from '@academy/shared/api-error';
import { banUserRequest } from '@academy/shared/admin';
import { adminPageQuery } from '@academy/shared/admin-catalogue';
import { userIdParams } from '@academy/shared/sessions';

/** `admin/users`: User Records, bans, and signing a customer out everywhere. */
const users: FastifyPluginAsync = async (fastify) => {
  const { directory, admins } = fastify;

  fastify.get('/', async (request) => ({ code: 200, message: 'Users', ...(await directory.customers(parseInput(adminPageQuery, request.query))) }));

  fastify.post('/ban', async (request) => {
    const { email } = parseInput(banUserRequest, request.body);
    if (!(await admins.ban(email))) throw new ApiError(404, 'No customer with this email');
    return { code: 200, message: 'The user has been banned.' };
  });

  fastify.post('/:id/sessions/end-all', async (request) => {
    if (!(await admins.endSessions(parseInput(userIdParams, request.params).id))) throw new ApiError(404, 'No customer with this id');
    return { code: 200, message: 'All sessions of this user have ended.' };
  });
};
export default users;
