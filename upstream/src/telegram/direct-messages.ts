import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../db/client.ts';
import { type JobQueue, PROMISE_RULES } from '../jobs/queue.ts';
import { type BotApi, BotApiError } from './bot-api.ts';
import { telegramMembers } from './tables.ts';

/** What the bot tells a customer: plain text and one link button; `about` is what the admin's Jobs list shows. */
export interface DirectMessage {
  text: string;
  button: { text: string; url: string };
  about: string;
}

/** A message as its job keeps it: with the Telegram user it goes to, known when it was promised. */
interface MessageJob extends DirectMessage {
  chatId: string;
}

/**
 * Telegram refusing because of the person, not the moment: 403 (they blocked the bot, never started
 * a chat with it, or deleted their account) or 400 (no such chat). Trying again would change nothing.
 */
const refusedByThem = (err: unknown): err is BotApiError => err instanceof BotApiError && (err.status === 403 || err.status === 400);

/**
 * The bot's direct messages, each a job (jobs/queue.ts) promised in the caller's transaction: sent
 * once it commits, tried again while Telegram is down or asks to wait (429, 5xx), and finished,
 * not retried, when the customer will not take it. A bad token (401) is retried, then failed for the
 * admin: that one is the shop's to fix. Only to customers the bot saw join (telegram_members).
 */
export function createDirectMessages(deps: { jobs: JobQueue; bot: BotApi | null; log: FastifyBaseLogger }) {
  const { bot, log } = deps;
  const enqueue = deps.jobs.define<MessageJob>('telegram-message', PROMISE_RULES, async ({ chatId, text, button }) => {
    // A job left from a time with a bot: nobody to send it now.
    if (!bot) return { sent: false, reason: 'no bot' };
    try {
      await bot.sendMessage(chatId, text, button);
      return { sent: true };
    } catch (err) {
      if (!refusedByThem(err)) throw err;
      log.info({ err, chatId }, 'Telegram message not taken');
      return { sent: false, reason: err.message };
    }
  });

  return {
    /** Promises `message` to the customer in `tx`; nothing for one the bot does not know, or with no bot (mail alone). */
    sendLater: async (userId: string, message: DirectMessage, tx: Executor): Promise<void> => {
      if (!bot) return;
      const [member] = await tx.select({ chatId: telegramMembers.telegramUserId }).from(telegramMembers).where(eq(telegramMembers.userId, userId));
      if (member) await enqueue([{ ...message, chatId: member.chatId }], tx);
    },
  };
}
export type DirectMessages = ReturnType<typeof createDirectMessages>;
