import useSWR, { mutate } from 'swr';
import type { TelegramSetup } from '@academy/shared/telegram';
import { api } from '../../../lib/api-client.ts';
import { TELEGRAM_PRICE_KEY } from './get-telegram-price.ts';

/** `admin/telegram`: how paid members get into the group (a bot, the group's link, or neither). */
export const TELEGRAM_SETUP_KEY = 'admin/telegram';
export const useTelegramSetup = () => useSWR<TelegramSetup, Error>(TELEGRAM_SETUP_KEY);

/** `admin/telegram/link`: sets the group's invite link ('' clears it); whether the group is for sale changes with it. */
export async function setTelegramLink(inviteUrl: string) {
  const res = await api('admin/telegram/link', { body: { invite_url: inviteUrl } });
  await Promise.all([mutate(TELEGRAM_SETUP_KEY), mutate(TELEGRAM_PRICE_KEY)]);
  return res;
}
