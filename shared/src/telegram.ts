import { z } from 'zod';
import { envelope } from './envelope.ts';
import { usdPrice } from './fields.ts';

/** The Telegram group as the admin sets it up: its price, its invite link, how members get in. */
/** What a group order is called wherever its items would be listed (receipts, refunds, invoices, revenue). */
export const GROUP_ACCESS_TITLE = 'Telegram signals group access';

export const telegramPriceRequest = z.object({
  price: z.coerce.number().min(0).optional(),
  usd: usdPrice('A price is required'),
});
/** The group's invite link an admin sets; empty clears it. */
export const telegramLinkRequest = z.object({
  invite_url: z.union([
    z.literal(''),
    z.url({ protocol: /^https$/, hostname: /^(t\.me|telegram\.me)$/, message: 'Enter a Telegram invite link, like https://t.me/+AbCdEf123' }).max(200),
  ]),
});
export type TelegramLinkRequest = z.infer<typeof telegramLinkRequest>;
/** `GET admin/telegram`: how paid members get in (a bot's single-use links, the group's link, or neither). */
export const telegramSetup = z.object({ bot: z.boolean(), invite_url: z.string().nullable() });
export type TelegramSetup = z.infer<typeof telegramSetup>;
export const telegramSetupResponse = envelope(telegramSetup);
/** `telegram/invite`: the paid member's way into the group. */
export const telegramInvite = z.object({ invite_link: z.string() });
export type TelegramInvite = z.infer<typeof telegramInvite>;
export const telegramInviteResponse = envelope(telegramInvite);

/** A Telegram user as updates name them (ids fit in a double: at most 52 bits). */
const telegramUser = z.object({ id: z.number().int(), is_bot: z.boolean().optional(), first_name: z.string().optional(), username: z.string().optional() });
/** ChatMember: `is_member` tells whether a restricted user is in the chat. */
const chatMember = z.object({
  status: z.enum(['creator', 'administrator', 'member', 'restricted', 'left', 'kicked']),
  user: telegramUser,
  is_member: z.boolean().optional(),
});
/** ChatMemberUpdated: who came or went, and the invite link they came with (full only for the bot's own links). */
const chatMemberUpdated = z.object({
  chat: z.object({ id: z.number().int(), username: z.string().optional() }),
  from: telegramUser,
  date: z.number().int(),
  old_chat_member: chatMember,
  new_chat_member: chatMember,
  invite_link: z.object({ invite_link: z.string(), creator: telegramUser, name: z.string().optional() }).optional(),
});
export type ChatMemberUpdated = z.infer<typeof chatMemberUpdated>;
/** `telegram/webhook`: the Bot API's Update; the group's bot asks only for `chat_member` ones. */
export const telegramUpdate = z.object({ update_id: z.number().int(), chat_member: chatMemberUpdated.optional() });
export type TelegramUpdate = z.infer<typeof telegramUpdate>;
