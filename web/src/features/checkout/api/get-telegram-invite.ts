import useSWR from 'swr';
import type { TelegramInvite } from '@academy/shared/telegram';
import { api } from '../../../lib/api-client.ts';

/** A member's invite link to the group; only a member may ask (others are refused). */
export const useTelegramInvite = (member: boolean) => useSWR<TelegramInvite, Error>(member ? 'telegram/invite' : null);
export const telegramInvite = async () => (await api<TelegramInvite>('telegram/invite')).data!.invite_link;
