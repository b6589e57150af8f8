import fp from 'fastify-plugin';
import type { Executor } from '../db/client.ts';
import { PROMISE_RULES } from '../jobs/queue.ts';
import { createBotApi } from './bot-api.ts';
import { createDirectMessages, type DirectMessages } from './direct-messages.ts';
import { createInvites, type Invites } from './invites.ts';
import { createMembership, type GroupRemoval, type Membership } from './membership.ts';
import { telegramPersonalData } from './personal-data.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The paid group's invites (the telegram_invites table and the group's link setting). */
    invites: Invites;
    telegram: {
      /** Who is in the group (telegram_members, users.joined_telegram): the webhook's updates and `removeFromGroup`. */
      membership: Membership;
      /**
       * A removal a ban or a refund promises, written in its transaction (`tx`): Telegram down, or a
       * crash after the commit, delays it and loses none (jobs/queue.ts). With no bot, nothing to do.
       */
      removeLater: (removal: GroupRemoval, tx: Executor) => Promise<void>;
      /** A direct message from the bot, promised in `tx` (a job), to a customer it saw join; with no bot, nothing. */
      messageLater: DirectMessages['sendLater'];
    };
  }
}

/** The paid Telegram group: its invites and, with a bot, its members as the bot's webhook reports them. */
export default fp(
  async (fastify) => {
    const { config, database, settings, background, jobs } = fastify;
    const bot = config.TELEGRAM_BOT_TOKEN
      ? createBotApi({ apiUrl: config.TELEGRAM_API_URL, token: config.TELEGRAM_BOT_TOKEN, chatId: config.TELEGRAM_CHAT_ID! })
      : null;
    const invites = createInvites({ db: database.db, settings, bot, inviteUrl: config.TELEGRAM_INVITE_URL, clock: fastify.clock });
    fastify.decorate('invites', invites);
    const membership = createMembership({ db: database.db, invites, bot, chatId: config.TELEGRAM_CHAT_ID, log: fastify.log });
    const remove = jobs.define<GroupRemoval>('telegram-removal', PROMISE_RULES, async ({ userId, reason }) => {
      const removed = await membership.removeFromGroup(userId, reason);
      // Only after the removal: it needs the Telegram user the record names.
      if (reason === 'closed') await membership.forget(userId);
      return removed;
    });
    const messages = createDirectMessages({ jobs, bot, log: fastify.log });
    const removeLater = async (removal: GroupRemoval, tx: Executor) => (bot ? remove([removal], tx) : undefined);
    fastify.decorate('telegram', { membership, removeLater, messageLater: messages.sendLater });
    fastify.dataRequests.add(telegramPersonalData(database.db, removeLater));

    // Tells Telegram where to send member updates, on every start (the URL or secret may have changed).
    // Not awaited: a Telegram that is down must not hold up the start; its failure is logged.
    if (bot) {
      fastify.addHook('onReady', async () =>
        background.run('Telegram setWebhook', async () => {
          await bot.setWebhook({
            url: `${config.PUBLIC_URL}/api/${config.PRODUCT}/telegram/webhook`,
            secret_token: config.telegramWebhookSecret,
            allowed_updates: ['chat_member'],
          });
          fastify.log.info('Telegram webhook set');
        }),
      );
    }
  },
  { name: 'telegram', dependencies: ['config', 'database', 'settings', 'background', 'jobs', 'data-requests'] },
);
