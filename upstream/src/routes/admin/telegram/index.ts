import type { FastifyPluginAsync } from 'fastify';
import { parseInput } from '@academy/shared/api-error';
import { telegramLinkRequest, telegramPriceRequest } from '@academy/shared/telegram';

/** `admin/telegram`: the group's price, how members get in, and its shared link. */
const telegram: FastifyPluginAsync = async (fastify) => {
  const { settings, invites } = fastify;

  fastify.post('/', async (request) => {
    await settings.write('telegram_usd', parseInput(telegramPriceRequest, request.body).usd);
    return { code: 200, message: 'telegram prices updated successfully' };
  });

  fastify.get('/', async () => ({ code: 200, message: 'Telegram group', data: await invites.setup() }));

  fastify.post('/link', async (request) => {
    await invites.setGroupLink(parseInput(telegramLinkRequest, request.body).invite_url);
    return { code: 200, message: 'Telegram invite link saved' };
  });
};
export default telegram;
