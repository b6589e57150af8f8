import { randomBytes } from 'node:crypto';
import type { ChatMemberUpdated, TelegramUpdate } from '@academy/shared/telegram';
import { fakeServer } from './fake-server.ts';

interface Tap {
  teardown(fn: () => unknown): void;
}

export interface TelegramUser {
  id: number;
  is_bot: boolean;
  first_name: string;
  username?: string;
}

interface InviteLink {
  invite_link: string;
  creator: TelegramUser;
  creates_join_request: boolean;
  is_primary: boolean;
  is_revoked: boolean;
  name?: string;
  expire_date?: number;
  member_limit?: number;
}

type Params = Record<string, unknown>;
type Status = ChatMemberUpdated['new_chat_member']['status'];
type Answer = { status?: number; body: unknown };

const ok = (result: unknown): Answer => ({ body: { ok: true, result } });
const refused = (status: number, description: string): Answer => ({ status, body: { ok: false, error_code: status, description } });

/**
 * The Telegram Bot API for one bot and one group, on 127.0.0.1, answering as the real one does
 * (`{ok, result}` or `{ok: false, error_code, description}`, 401 for a wrong token, 404 for an
 * unknown method): it keeps the links it made, who is banned, who blocked the bot and the webhook, records every call,
 * and sends updates to the webhook as Telegram does (a POST with the secret token header).
 */
export async function fakeBotApi(t: Tap, opts: { token: string; chatId: string }) {
  const me: TelegramUser = { id: Number(opts.token.split(':')[0]), is_bot: true, first_name: 'Academy', username: 'academy_bot' };
  const links = new Map<string, InviteLink & { used: number }>();
  const banned = new Set<number>();
  // Users who blocked the bot: a direct message to them is refused as Telegram refuses it.
  const blocked = new Set<number>();
  let messageId = 0;
  const calls: { method: string; params: Params }[] = [];
  let webhook: { url: string; secret_token?: string; allowed_updates?: string[] } | null = null;
  let updateId = 0;
  const state = { down: false };

  const inChat = (p: Params) => String(p.chat_id) === opts.chatId;
  const linkOf = ({ used: _used, ...link }: InviteLink & { used: number }) => link;
  const methods: Record<string, (p: Params) => Answer> = {
    setWebhook(p) {
      if (typeof p.url !== 'string' || !p.url.startsWith('https://'))
        return refused(400, 'Bad Request: bad webhook: An HTTPS URL must be provided for webhook');
      if (p.secret_token !== undefined && !(typeof p.secret_token === 'string' && /^[A-Za-z0-9_-]{1,256}$/.test(p.secret_token)))
        return refused(400, 'Bad Request: secret token contains unallowed characters');
      webhook = { url: p.url, secret_token: p.secret_token, allowed_updates: p.allowed_updates as string[] | undefined };
      return ok(true);
    },
    createChatInviteLink(p) {
      if (!inChat(p)) return refused(400, 'Bad Request: chat not found');
      if (p.member_limit !== undefined && p.creates_join_request) return refused(400, "Bad Request: can't combine member limit with join request");
      const link = {
        invite_link: `https://t.me/+${randomBytes(12).toString('base64url')}`,
        creator: me,
        creates_join_request: false,
        is_primary: false,
        is_revoked: false,
        ...(p.name !== undefined && { name: p.name as string }),
        ...(p.expire_date !== undefined && { expire_date: p.expire_date as number }),
        ...(p.member_limit !== undefined && { member_limit: p.member_limit as number }),
        used: 0,
      };
      links.set(link.invite_link, link);
      return ok(linkOf(link));
    },
    revokeChatInviteLink(p) {
      const link = links.get(String(p.invite_link));
      if (!inChat(p) || !link) return refused(400, 'Bad Request: INVITE_HASH_EXPIRED');
      link.is_revoked = true;
      return ok(linkOf(link));
    },
    banChatMember(p) {
      if (!inChat(p)) return refused(400, 'Bad Request: chat not found');
      banned.add(Number(p.user_id));
      return ok(true);
    },
    unbanChatMember(p) {
      if (!inChat(p)) return refused(400, 'Bad Request: chat not found');
      if (!p.only_if_banned || banned.has(Number(p.user_id))) banned.delete(Number(p.user_id));
      return ok(true);
    },
    sendMessage(p) {
      if (blocked.has(Number(p.chat_id))) return refused(403, 'Forbidden: bot was blocked by the user');
      if (typeof p.text !== 'string' || p.text.trim() === '') return refused(400, 'Bad Request: message text is empty');
      if (p.text.length > 4096) return refused(400, 'Bad Request: message is too long');
      const rows = (p.reply_markup as { inline_keyboard?: { url?: unknown }[][] } | undefined)?.inline_keyboard ?? [];
      if (rows.flat().some((b) => typeof b.url !== 'string' || !/^https?:\/\//.test(b.url))) return refused(400, 'Bad Request: BUTTON_URL_INVALID');
      return ok({ message_id: ++messageId, date: Math.floor(Date.now() / 1000), chat: { id: Number(p.chat_id), type: 'private' }, text: p.text });
    },
  };

  const server = await fakeServer(t, (req) => {
    const [, token, method = ''] = /^\/bot([^/]+)\/(\w+)$/.exec(req.url) ?? [];
    if (token === undefined) return refused(404, 'Not Found');
    if (token !== opts.token) return refused(401, 'Unauthorized');
    calls.push({ method, params: (req.body ?? {}) as Params });
    if (state.down) return refused(502, 'Bad Gateway');
    return methods[method]?.(calls.at(-1)!.params) ?? refused(404, 'Not Found');
  });

  const update = (user: TelegramUser, from: Status, to: Status, extra: { invite_link?: InviteLink; chatId?: string } = {}): TelegramUpdate => ({
    update_id: ++updateId,
    chat_member: {
      chat: { id: Number(extra.chatId ?? opts.chatId) },
      from: user,
      date: Math.floor(Date.now() / 1000),
      old_chat_member: { status: from, user },
      new_chat_member: { status: to, user },
      ...(extra.invite_link && { invite_link: extra.invite_link }),
    },
  });

  return {
    url: server.url,
    /** The bot as Telegram names it (`creator` of its links). */
    me,
    /** Answers 502 to everything while true: Telegram having a bad moment. */
    state,
    /** Every call with a good token, in order, or those of one method. */
    calls: (method?: string) => calls.filter((c) => !method || c.method === method),
    webhook: () => webhook,
    isBanned: (userId: number) => banned.has(userId),
    /** From now on `userId` has blocked the bot: sendMessage to them answers 403. */
    block: (userId: number) => void blocked.add(userId),
    /** The direct messages sent (or tried) to `userId`, in order. */
    messagesTo: (userId: number) => calls.filter((c) => c.method === 'sendMessage' && Number(c.params.chat_id) === userId).map((c) => c.params),
    link: (inviteLink: string) => links.get(inviteLink),

    /**
     * The update for `user` joining: with one of the bot's links (refused as Telegram refuses a
     * revoked, expired or used-up one), a link someone else made, or none (an admin added them).
     */
    joined(user: TelegramUser, inviteLink?: string | InviteLink, extra: { chatId?: string } = {}) {
      if (banned.has(user.id)) throw new Error(`${user.id} is banned from the group`);
      const link = typeof inviteLink === 'string' ? links.get(inviteLink) : undefined;
      if (typeof inviteLink === 'string') {
        if (!link) throw new Error(`no such link ${inviteLink}`);
        if (link.is_revoked || (link.expire_date ?? Infinity) * 1000 < Date.now() || link.used >= (link.member_limit ?? Infinity))
          throw new Error(`${inviteLink} no longer lets anyone in`);
        link.used += 1;
      }
      const sent = link ? linkOf(link) : typeof inviteLink === 'object' ? inviteLink : undefined;
      return update(user, 'left', 'member', { ...extra, ...(sent && { invite_link: sent }) });
    },
    /** The update for `user` leaving, or being removed (`kicked`). */
    left: (user: TelegramUser, status: 'left' | 'kicked' = 'left') => update(user, 'member', status),

    /** Sends an update as Telegram does: POST to the webhook's path on `base`, with the secret token setWebhook gave. */
    async deliver(base: string, body: TelegramUpdate, secret = webhook?.secret_token) {
      if (!webhook) throw new Error('no webhook set');
      const res = await fetch(new URL(new URL(webhook.url).pathname, base), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(secret !== undefined && { 'x-telegram-bot-api-secret-token': secret }) },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { code: number; message: string } };
    },
  };
}
export type FakeBotApi = Awaited<ReturnType<typeof fakeBotApi>>;
