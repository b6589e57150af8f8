import fp from 'fastify-plugin';
import { createInvites, type Invites } from '../../telegram/invites.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The paid group's invites (the telegram_invites table and the group's link setting). */
    invites: Invites;
  }
}

export default fp(
  async (fastify) => {
    const { config, database, settings } = fastify;
    fastify.decorate(
      'invites',
      createInvites({
        db: database.db,
        settings,
        apiUrl: config.TELEGRAM_API_URL,
        botToken: config.TELEGRAM_BOT_TOKEN,
        chatId: config.TELEGRAM_CHAT_ID,
        inviteUrl: config.TELEGRAM_INVITE_URL,
      }),
    );
  },
  { name: 'telegram', dependencies: ['config', 'database', 'settings'] },
);
