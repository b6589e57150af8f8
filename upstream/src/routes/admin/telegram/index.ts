import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageResponse, noInput, withErrors } from '@academy/shared/envelope';
import { telegramLinkRequest, telegramPriceRequest, telegramSetupResponse } from '@academy/shared/telegram';

/** `admin/telegram`: the group's price, how members get in, and its shared link. */
const telegram: FastifyPluginAsyncZod = async (fastify) => {
  const { settings, invites } = fastify;
  const answers = withErrors({ 200: messageResponse });

  fastify.post('/', { schema: { body: telegramPriceRequest, response: answers } }, async (request) => {
    await settings.write('telegram_usd', request.body.usd);
    return { code: 200, message: 'telegram prices updated successfully' };
  });

  fastify.get('/', { schema: { querystring: noInput, response: withErrors({ 200: telegramSetupResponse }) } }, async () => ({
    code: 200,
    message: 'Telegram group',
    data: await invites.setup(),
  }));

  fastify.post('/link', { schema: { body: telegramLinkRequest, response: answers } }, async (request) => {
    await invites.setGroupLink(request.body.invite_url);
    return { code: 200, message: 'Telegram invite link saved' };
  });
};
export default telegram;
