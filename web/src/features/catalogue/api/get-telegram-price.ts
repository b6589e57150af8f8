import useSWR from 'swr';
import type { TelegramPrice } from '@academy/shared/catalogue';

/** `telegram`: the group's price, and whether it is for sale. */
export const TELEGRAM_PRICE_KEY = 'telegram';
export const useTelegramPrice = () => useSWR<TelegramPrice, Error>(TELEGRAM_PRICE_KEY);
