import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '@academy/shared/api-error';
import type { ChatMemberUpdated, TelegramUpdate } from '@academy/shared/telegram';
import type { Db } from '../db/client.ts';
import { setJoinedGroup } from '../accounts/group-flags.ts';
import { users } from '../accounts/tables.ts';
import { telegramMembers } from './tables.ts';
import { type BotApi, BotApiError } from './bot-api.ts';
import type { Invites } from './invites.ts';

/** Why a customer's access to the group ended (logged). */
type RemovalReason = 'ban' | 'refund' | 'lapsed' | 'closed';

/** A removal promised by a ban, a refund, a lapse or a closed account (a job: telegram/plugin.ts); `about` is what the admin's Jobs list shows. */
export interface GroupRemoval {
  userId: string;
  reason: RemovalReason;
  about: string;
}

type ChatMember = ChatMemberUpdated['new_chat_member'];

/** In the chat: a restricted user only while `is_member`. */
const inChat = (m: ChatMember) => ['creator', 'administrator', 'member'].includes(m.status) || (m.status === 'restricted' && m.is_member !== false);

/**
 * The paid group's members, as the bot sees them come and go (`chat_member` updates): the
 * telegram_members table and users.joined_telegram. A customer who joins with their own
 * single-use link is a member; anyone else who comes in through one of the bot's links is removed.
 */
export function createMembership(deps: { db: Db; invites: Invites; bot: BotApi | null; chatId: string | undefined; log: FastifyBaseLogger }) {
  const { db, invites, bot, log } = deps;

  const ourChat = (chat: ChatMemberUpdated['chat']) =>
    String(chat.id) === deps.chatId || (chat.username !== undefined && `@${chat.username}`.toLowerCase() === deps.chatId?.toLowerCase());

  /** A used or stolen link is dead either way; revoking is a second lock, so its failure is only logged. */
  const revokeInvite = (userId: string) => invites.revoke(userId).catch((err: unknown) => log.warn({ err, userId }, 'Telegram invite not revoked'));

  /** Telegram down: the webhook answers 502 and Telegram sends the update again. Refused (4xx): nothing more to try. */
  function removeJoiner(bot: BotApi, telegramUserId: number) {
    return bot.removeMember(telegramUserId).catch((err: unknown) => {
      if (err instanceof BotApiError && !err.retryable) return log.warn({ err, telegramUserId }, 'Telegram refused to remove a member');
      throw new ApiError(502, 'Telegram could not be reached');
    });
  }

  async function admit(userId: string, telegramUserId: string) {
    const now = new Date();
    await db.transaction(async (tx) => {
      await tx
        .insert(telegramMembers)
        .values({ userId, telegramUserId, status: 'member', joinedAt: now, updatedAt: now })
        .onConflictDoUpdate({ target: telegramMembers.userId, set: { telegramUserId, status: 'member', joinedAt: now, updatedAt: now } });
      await setJoinedGroup(tx, [userId], true);
    });
  }

  /** Whoever is recorded as in the group under this Telegram user is out of it now. */
  async function markOut(telegramUserId: string, status: 'left' | 'removed') {
    const now = new Date();
    await db.transaction(async (tx) => {
      const out = await tx
        .update(telegramMembers)
        .set({ status, updatedAt: now })
        .where(and(eq(telegramMembers.telegramUserId, telegramUserId), eq(telegramMembers.status, 'member')))
        .returning({ userId: telegramMembers.userId });
      await setJoinedGroup(
        tx,
        out.map((o) => o.userId),
        false,
      );
    });
  }

  async function onJoin(bot: BotApi, event: ChatMemberUpdated): Promise<string> {
    const joiner = event.new_chat_member.user.id;
    const link = event.invite_link;
    if (!link) return 'added by an admin';
    const ownerId = await invites.ownerOf(link.invite_link);
    if (!ownerId) {
      if (link.creator.id !== bot.id) return 'joined with a link the bot did not make';
      // The update again, after this join was handled (and the link forgotten).
      const [known] = await db
        .select({ userId: telegramMembers.userId })
        .from(telegramMembers)
        .where(and(eq(telegramMembers.telegramUserId, String(joiner)), eq(telegramMembers.status, 'member')));
      if (known) return 'already a member';
      await removeJoiner(bot, joiner);
      return 'removed: a link that is nobody’s now';
    }
    const [owner] = await db
      .select({ hasUserPaid: users.hasUserPaid, status: users.status, memberStatus: telegramMembers.status, telegramUserId: telegramMembers.telegramUserId })
      .from(users)
      .leftJoin(telegramMembers, eq(telegramMembers.userId, users.id))
      .where(eq(users.id, ownerId));
    const entitled = owner !== undefined && owner.hasUserPaid && owner.status !== 'banned';
    const heldByAnother = owner?.memberStatus === 'member' && owner.telegramUserId !== String(joiner);
    // Acted on before the link is forgotten: if this fails, Telegram's retry finds the same owner.
    if (entitled && !heldByAnother) await admit(ownerId, String(joiner));
    else await removeJoiner(bot, joiner);
    await revokeInvite(ownerId);
    return entitled && !heldByAnother ? 'joined' : 'removed: not their link';
  }

  return {
    /** One webhook update: only `chat_member` ones about the group, the rest is ignored. */
    async handleUpdate(update: TelegramUpdate): Promise<string> {
      const event = update.chat_member;
      if (!event || !bot || !ourChat(event.chat)) return 'ignored';
      const was = inChat(event.old_chat_member);
      const is = inChat(event.new_chat_member);
      if (!was && is && ['member', 'restricted'].includes(event.new_chat_member.status)) return onJoin(bot, event);
      if (was && !is) {
        await markOut(String(event.new_chat_member.user.id), event.new_chat_member.status === 'kicked' ? 'removed' : 'left');
        return 'left';
      }
      return 'ignored';
    },

    /**
     * Ends the place in the group of a customer who no longer has one (banned, or refunded and not
     * paid again since): revokes their invite link, removes them from the group if the bot saw them
     * join, and clears joined_telegram. True when someone was removed; false for a non-member, for
     * someone entitled again by the time this runs, or with no bot (nothing to remove). A Bot API
     * failure is thrown as BotApiError, and the member stays recorded as in the group.
     */
    async removeFromGroup(userId: string, reason: RemovalReason): Promise<boolean> {
      if (!bot) return false;
      const [user] = await db.select({ hasUserPaid: users.hasUserPaid, status: users.status }).from(users).where(eq(users.id, userId));
      if (user?.hasUserPaid && user.status !== 'banned') return false;
      await revokeInvite(userId);
      const [member] = await db
        .select({ telegramUserId: telegramMembers.telegramUserId })
        .from(telegramMembers)
        .where(and(eq(telegramMembers.userId, userId), eq(telegramMembers.status, 'member')));
      if (!member) return false;
      await bot.removeMember(Number(member.telegramUserId));
      await markOut(member.telegramUserId, 'removed');
      log.info({ userId, reason }, 'removed from the Telegram group');
      return true;
    },

    /** A closed account's record of who it was on Telegram, forgotten once the bot has removed them (decision 086). */
    async forget(userId: string): Promise<void> {
      await db.delete(telegramMembers).where(eq(telegramMembers.userId, userId));
    },
  };
}
export type Membership = ReturnType<typeof createMembership>;
