import { z } from 'zod';
import { envelope } from './envelope.ts';

/** The Telegram group as the admin sets it up: its price, its invite link, how members get in. */
export const telegramPriceRequest = z.object({
  price: z.coerce.number().min(0).optional(),
  usd: z.coerce.number({ message: 'A price is required' }).positive({ message: 'A price is required' }).max(100_000),
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
