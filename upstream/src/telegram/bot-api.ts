/** A Bot API method that failed: Telegram's refusal (`status` its error_code) or no answer at all (`status` null). */
export class BotApiError extends Error {
  readonly status: number | null;
  constructor(method: string, status: number | null, description: string) {
    super(`Telegram ${method}: ${description}`);
    this.name = 'BotApiError';
    this.status = status;
  }

  /** Telegram unreachable, failing or asking to wait: trying again later may work; a 4xx refusal will not. */
  get retryable(): boolean {
    return this.status === null || this.status === 429 || this.status >= 500;
  }
}

/** ChatInviteLink, the fields the shop reads. */
interface ChatInviteLink {
  invite_link: string;
  is_revoked: boolean;
}

/**
 * The group's bot: `POST {apiUrl}/bot<token>/<method>` with JSON, answered `{ok: true, result}` or
 * `{ok: false, error_code, description}`. Every call but a direct message is about the one group
 * (TELEGRAM_CHAT_ID). The token is in the URL only, never in an error, so logs never hold it.
 */
export function createBotApi(opts: { apiUrl: string; token: string; chatId: string; timeoutMs?: number }) {
  const base = `${opts.apiUrl.replace(/\/$/, '')}/bot${opts.token}`;
  const chat_id = opts.chatId;

  async function call<T>(method: string, params: Record<string, unknown>): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${base}/${method}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(params),
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
    } catch (err) {
      throw new BotApiError(method, null, err instanceof Error ? err.message : 'no answer');
    }
    const body = (await res.json().catch(() => null)) as { ok?: boolean; result?: T; error_code?: number; description?: string } | null;
    if (!body?.ok) throw new BotApiError(method, body?.error_code ?? res.status, body?.description ?? `HTTP ${res.status}`);
    return body.result as T;
  }

  return {
    /** The bot's own Telegram user id: the number before the token's colon. */
    id: Number(opts.token.split(':')[0]),

    createChatInviteLink: (link: { name: string; member_limit: number; expire_date: number }) =>
      call<ChatInviteLink>('createChatInviteLink', { chat_id, ...link }),

    revokeChatInviteLink: (inviteLink: string) => call<ChatInviteLink>('revokeChatInviteLink', { chat_id, invite_link: inviteLink }),

    /** Out of the group without a lasting ban: banned, then unbanned (only if still banned), so a later invite works. */
    async removeMember(telegramUserId: number) {
      await call<true>('banChatMember', { chat_id, user_id: telegramUserId });
      await call<true>('unbanChatMember', { chat_id, user_id: telegramUserId, only_if_banned: true });
    },

    /**
     * A direct message: `to` is the user's Telegram id (their private chat with the bot), with one URL
     * button under the text. Plain text (no parse_mode), so nothing in it is read as markup.
     */
    sendMessage: (to: string, text: string, button: { text: string; url: string }) =>
      call<{ message_id: number }>('sendMessage', { chat_id: to, text, reply_markup: { inline_keyboard: [[button]] } }),

    setWebhook: (hook: { url: string; secret_token: string; allowed_updates: string[] }) => call<true>('setWebhook', hook),
  };
}
export type BotApi = ReturnType<typeof createBotApi>;
