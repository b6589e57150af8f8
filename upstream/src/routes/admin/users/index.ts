import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { adminUsers, banUser, endUserSessions, unlockLesson, userLearning } from '@academy/shared/endpoints/admin-accounts';
import { route } from '../../../http/declared.ts';
import dataRequests from './data-requests.ts';
import { audited } from '../audited.ts';

/** `admin/users`: User Records, bans, signing a customer out everywhere, and a user's progress in their courses (a shut lesson opened early). */
const users: FastifyPluginAsyncZod = async (fastify) => {
  const { directory, admins, telegram, learningInsight, accounts, catalogue, pacing } = fastify;
  route(fastify, adminUsers, async (request) => ({
    code: 200,
    message: 'Users',
    ...(await directory.customers(request.query)),
  }));

  route(fastify, banUser, async (request) => {
    // Out of the paid group too, once the ban commits: Telegram down delays that, never the ban.
    const banned = await admins.ban(audited(banUser, request), request.body.email, (tx, user) =>
      telegram.removeLater({ userId: user.id, reason: 'ban', about: `Remove ${user.email} from the Telegram group (ban)` }, tx),
    );
    if (!banned) throw new ApiError(404, 'No customer with this email');
    return { code: 200, message: 'The user has been banned.' };
  });

  route(fastify, userLearning, async (request) => {
    const data = await learningInsight.user(request.params.id);
    if (!data) throw new ApiError(404, 'No user with this id');
    return { code: 200, message: 'Learning', data };
  });

  route(fastify, unlockLesson, async (request) => {
    const [learner, course] = await Promise.all([accounts.findById(request.params.id), catalogue.findCourse(request.body.slug)]);
    if (!learner) throw new ApiError(404, 'No user with this id');
    if (!course) throw new ApiError(404, 'Course not found');
    await pacing.unlock(audited(unlockLesson, request), learner, course, request.body.position);
    return { code: 200, message: `Lesson ${request.body.position + 1} of ${course.title} is open to ${learner.email}` };
  });

  await fastify.register(dataRequests);

  route(fastify, endUserSessions, async (request) => {
    if (!(await admins.endSessions(audited(endUserSessions, request), request.params.id))) throw new ApiError(404, 'No customer with this id');
    return { code: 200, message: 'All sessions of this user have ended.' };
  });
};
export default users;
