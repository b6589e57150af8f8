import useSWR from 'swr';
import { api } from '../../../lib/api-client.ts';

/** A member's invite link to the group; only a member may ask (others are refused). */
export const useTelegramInvite = (member: boolean) => useSWR<{ invite_link: string }, Error>(member ? 'telegram/invite' : null);
export const telegramInvite = async () => (await api<{ invite_link: string }>('telegram/invite')).data!.invite_link;
