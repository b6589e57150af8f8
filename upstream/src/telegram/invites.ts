import { and, eq, gt } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import { type Clock, dateOf } from '@academy/shared/server/clock';
import type { User } from '../accounts/accounts.ts';
import type { Settings } from '../catalogue/settings.ts';
import type { Db } from '../db/client.ts';
import type { AuditContext } from '../audit/context.ts';
import { telegramInvites } from './tables.ts';
import type { BotApi } from './bot-api.ts';

const DAY = 24 * 3600;

/**
 * The paid group's invite: with a bot, a single-use link per customer (createChatInviteLink with
 * member_limit 1, valid a day, reused until it expires); without one, the group's link an admin
 * set (TELEGRAM_INVITE_URL only seeds it). With neither, the group is not for sale.
 */
export function createInvites(deps: { db: Db; settings: Settings; bot: BotApi | null; inviteUrl?: string; clock: Clock }) {
  const { db, settings, bot, clock } = deps;
  /** The group's shared link: the admin's setting ('' once cleared), else the seed. */
  const groupLink = async () => ((await settings.readText('telegram_invite_url')) ?? deps.inviteUrl ?? '') || null;

  async function createLink(bot: BotApi, user: User): Promise<{ link: string; expiresAt: Date }> {
    const expire = Math.floor(clock.now() / 1000) + DAY;
    const made = await bot.createChatInviteLink({ name: `member ${user.id.slice(0, 8)}`, member_limit: 1, expire_date: expire }).catch(() => {
      throw new ApiError(502, 'The Telegram invite could not be created. Please try again shortly.');
    });
    return { link: made.invite_link, expiresAt: new Date(expire * 1000) };
  }

  return {
    /** How members get in: a bot making single-use links, the group's link, or neither. */
    async setup(): Promise<{ bot: boolean; invite_url: string | null }> {
      return { bot: bot !== null, invite_url: await groupLink() };
    },

    async available(): Promise<boolean> {
      return bot !== null || (await groupLink()) !== null;
    },

    /** Sets the group's link, with its audit entry; an empty one clears it (the seed does not come back). */
    async setGroupLink(audit: AuditContext, link: string) {
      await settings.save(audit, { telegram_invite_url: link });
    },

    async inviteFor(user: User): Promise<string> {
      if (!user.hasUserPaid) throw new ApiError(403, 'The Telegram group is for members who paid for it');
      if (!bot) {
        const link = await groupLink();
        if (link) return link;
        throw new ApiError(503, 'The Telegram group is not available right now');
      }
      const [current] = await db
        .select()
        .from(telegramInvites)
        .where(and(eq(telegramInvites.userId, user.id), gt(telegramInvites.expiresAt, dateOf(clock, 60_000))));
      if (current) return current.link;
      const made = await createLink(bot, user);
      await db
        .insert(telegramInvites)
        .values({ userId: user.id, ...made, createdAt: dateOf(clock) })
        .onConflictDoUpdate({ target: telegramInvites.userId, set: { link: made.link, expiresAt: made.expiresAt, createdAt: dateOf(clock) } });
      return made.link;
    },

    /** The customer whose single-use link this is, if it is one the shop still knows. */
    async ownerOf(link: string): Promise<string | null> {
      const [row] = await db.select({ userId: telegramInvites.userId }).from(telegramInvites).where(eq(telegramInvites.link, link));
      return row?.userId ?? null;
    },

    /**
     * Forgets the customer's link (their next one is new) and revokes it at Telegram while it could
     * still let someone in. Forgotten first: a link the shop no longer knows is turned away at the
     * webhook anyway, so a failed revoke (thrown) leaves nobody a way in.
     */
    async revoke(userId: string): Promise<void> {
      const [gone] = await db.delete(telegramInvites).where(eq(telegramInvites.userId, userId)).returning();
      if (gone && bot && gone.expiresAt.getTime() > clock.now()) await bot.revokeChatInviteLink(gone.link);
    },
  };
}
export type Invites = ReturnType<typeof createInvites>;
