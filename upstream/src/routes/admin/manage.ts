import type { FastifyPluginAsync } from 'fastify';
import { ApiError, parseInput } from '@academy/shared/api-error';
import { createAdminRequest } from '@academy/shared/admin';
import { adminPageQuery } from '@academy/shared/admin-catalogue';
import { settingsRequest } from '@academy/shared/settings';
import { telegramLinkRequest, telegramPriceRequest } from '@academy/shared/telegram';
import { userIdParams } from '@academy/shared/sessions';

/** People and prices: User Records, admins (super-admin creates them), the group price, the rate. */
const manage: FastifyPluginAsync = async (fastify) => {
  const { directory, admins, settings, invites } = fastify.services;
  fastify.addHook('preHandler', fastify.requireSession('admin'));

  fastify.get('/users', async (request) => ({ code: 200, message: 'Users', ...(await directory.customers(parseInput(adminPageQuery, request.query))) }));
  fastify.get('/admin', async (request) => ({ code: 200, message: 'Admins', ...(await directory.admins(parseInput(adminPageQuery, request.query))) }));

  fastify.post('/users/:id/sessions/end-all', async (request) => {
    if (!(await admins.endSessions(parseInput(userIdParams, request.params).id))) throw new ApiError(404, 'No customer with this id');
    return { code: 200, message: 'All sessions of this user have ended.' };
  });

  fastify.post('/admin/create', async (request, reply) => {
    if (request.user!.role !== 'super_admin') throw new ApiError(403, 'Only a super-admin can create admins');
    await admins.invite(parseInput(createAdminRequest, request.body).email);
    return reply.code(201).send({ code: 201, message: 'Admin created successfully' });
  });

  fastify.post('/telegram', async (request) => {
    await settings.write('telegram_usd', parseInput(telegramPriceRequest, request.body).usd);
    return { code: 200, message: 'telegram prices updated successfully' };
  });

  fastify.get('/telegram', async () => ({ code: 200, message: 'Telegram group', data: await invites.setup() }));
  fastify.post('/telegram/link', async (request) => {
    await invites.setGroupLink(parseInput(telegramLinkRequest, request.body).invite_url);
    return { code: 200, message: 'Telegram invite link saved' };
  });

  fastify.get('/settings', async () => ({ code: 200, message: 'Settings', data: await settings.read(['ngn_per_usd', 'telegram_usd']) }));
  fastify.post('/settings', async (request) => {
    await settings.write('ngn_per_usd', parseInput(settingsRequest, request.body).ngn_per_usd);
    return { code: 200, message: 'Settings saved' };
  });
};
export default manage;
