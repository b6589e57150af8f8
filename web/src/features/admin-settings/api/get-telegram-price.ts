import useSWR from 'swr';
import type { TelegramPrice } from '@academy/shared/catalogue';

/** `telegram` (docs/requirements.md#api-calls, public): the group's price. The same key as the signals page, so a save refreshes both. */
export const TELEGRAM_PRICE_KEY = 'telegram';

export const useTelegramPrice = () => useSWR<TelegramPrice, Error>(TELEGRAM_PRICE_KEY);
