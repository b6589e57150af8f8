import useSWR from 'swr';
import type { TelegramPrice } from '@academy/shared/catalogue';

/** `telegram`: the group's price, and whether it is for sale. */
export const useTelegramPrice = () => useSWR<TelegramPrice, Error>('telegram');
