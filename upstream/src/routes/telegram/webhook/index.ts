import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '@academy/shared/api-error';
import { telegramWebhook } from '@academy/shared/endpoints/telegram';
import { route } from '../../../http/declared.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * `telegram/webhook`: the group bot's updates, as setWebhook asked (telegram/plugin.ts). Only
 * a caller with the secret token gets past the first hook; any 2xx tells Telegram the update is
 * done, so what is not for us is answered 200 and ignored, and only a Telegram outage (502) has
 * it sent again.
 */
const webhook: FastifyPluginAsyncZod = async (fastify) => {
  const { config, telegram } = fastify;
  // Digests are the same length whatever was sent, so the comparison takes the same time.
  const secret = digest(config.telegramWebhookSecret);
  const fromTelegram = (sent: unknown) => typeof sent === 'string' && timingSafeEqual(digest(sent), secret);

  route(
    fastify,
    telegramWebhook,
    {
      // Before the body is read: nothing of a stranger's call is parsed.
      onRequest: async (request) => {
        if (!fromTelegram(request.headers['x-telegram-bot-api-secret-token'])) throw new ApiError(401, 'Invalid secret token');
      },
    },
    async (request) => {
      const outcome = await telegram.membership.handleUpdate(request.body);
      request.log.info({ updateId: request.body.update_id, outcome }, 'Telegram update');
      return { code: 200, message: outcome };
    },
  );
};
export default webhook;
