import type { FastifyPluginAsync } from 'fastify';
import { pricesOf } from '../../catalogue/settings.ts';

/** `telegram`: the paid group's price (public) and, for a member who paid, the invite link. */
const telegram: FastifyPluginAsync = async (fastify) => {
  const { settings, invites } = fastify;

  fastify.get('/', async () => {
    const [{ telegram_usd, ngn_per_usd }, available] = await Promise.all([settings.read(['telegram_usd', 'ngn_per_usd']), invites.available()]);
    return { code: 200, message: 'Telegram price', data: { ...pricesOf(Math.round(telegram_usd * 100), ngn_per_usd), available } };
  });

  fastify.get('/invite', { preHandler: fastify.requireSession('customer') }, async (request) => ({
    code: 200,
    message: 'Telegram invite',
    data: { invite_link: await invites.inviteFor(request.user!) },
  }));
};
export default telegram;
