import { and, eq, gt } from 'drizzle-orm';
import { ApiError } from '@academy/shared/api-error';
import type { User } from '../accounts/accounts.ts';
import type { Settings } from '../catalogue/settings.ts';
import type { Db } from '../db/client.ts';
import { telegramInvites } from '../db/schema.ts';

const DAY = 24 * 3600;

/**
 * The paid group's invite: with a bot, a single-use link per customer (createChatInviteLink with
 * member_limit 1, valid a day, reused until it expires); without one, the group's link an admin
 * set (TELEGRAM_INVITE_URL only seeds it). With neither, the group is not for sale.
 */
export function createInvites(deps: { db: Db; settings: Settings; apiUrl: string; botToken?: string; chatId?: string; inviteUrl?: string }) {
  const { db, settings } = deps;
  /** The group's shared link: the admin's setting ('' once cleared), else the seed. */
  const groupLink = async () => ((await settings.readText('telegram_invite_url')) ?? deps.inviteUrl ?? '') || null;

  async function createLink(user: User): Promise<{ link: string; expiresAt: Date }> {
    const expire = Math.floor(Date.now() / 1000) + DAY;
    const res = await fetch(`${deps.apiUrl.replace(/\/$/, '')}/bot${deps.botToken}/createChatInviteLink`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ chat_id: deps.chatId, name: `member ${user.id.slice(0, 8)}`, member_limit: 1, expire_date: expire }),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    const body = (await res?.json().catch(() => null)) as { ok?: boolean; result?: { invite_link?: string } } | null;
    if (!body?.ok || !body.result?.invite_link) throw new ApiError(502, 'The Telegram invite could not be created. Please try again shortly.');
    return { link: body.result.invite_link, expiresAt: new Date(expire * 1000) };
  }

  return {
    /** How members get in: a bot making single-use links, the group's link, or neither. */
    async setup(): Promise<{ bot: boolean; invite_url: string | null }> {
      return { bot: Boolean(deps.botToken), invite_url: await groupLink() };
    },

    async available(): Promise<boolean> {
      return Boolean(deps.botToken) || (await groupLink()) !== null;
    },

    /** Sets the group's link; an empty one clears it (the seed does not come back). */
    async setGroupLink(link: string) {
      await settings.write('telegram_invite_url', link);
    },

    async inviteFor(user: User): Promise<string> {
      if (!user.hasUserPaid) throw new ApiError(403, 'The Telegram group is for members who paid for it');
      if (!deps.botToken) {
        const link = await groupLink();
        if (link) return link;
        throw new ApiError(503, 'The Telegram group is not available right now');
      }
      const [current] = await db
        .select()
        .from(telegramInvites)
        .where(and(eq(telegramInvites.userId, user.id), gt(telegramInvites.expiresAt, new Date(Date.now() + 60_000))));
      if (current) return current.link;
      const made = await createLink(user);
      await db
        .insert(telegramInvites)
        .values({ userId: user.id, ...made })
        .onConflictDoUpdate({ target: telegramInvites.userId, set: { link: made.link, expiresAt: made.expiresAt, createdAt: new Date() } });
      return made.link;
    },
  };
}
export type Invites = ReturnType<typeof createInvites>;
