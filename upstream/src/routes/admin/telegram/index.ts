import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setTelegramLink, setTelegramPrice, telegramSetup } from '@academy/shared/endpoints/admin-shop';
import { route } from '../../../http/declared.ts';
import { audited } from '../audited.ts';

/** `admin/telegram`: the group's price, how members get in, and its shared link. */
const telegram: FastifyPluginAsyncZod = async (fastify) => {
  const { settings, invites } = fastify;
  route(fastify, setTelegramPrice, async (request) => {
    await settings.save(audited(setTelegramPrice, request), { telegram_usd: request.body.usd });
    return { code: 200, message: 'telegram prices updated successfully' };
  });

  route(fastify, telegramSetup, async () => ({
    code: 200,
    message: 'Telegram group',
    data: await invites.setup(),
  }));

  route(fastify, setTelegramLink, async (request) => {
    await invites.setGroupLink(audited(setTelegramLink, request), request.body.invite_url);
    return { code: 200, message: 'Telegram invite link saved' };
  });
};
export default telegram;
