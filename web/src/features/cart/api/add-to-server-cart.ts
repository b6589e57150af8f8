import type { ServerCart } from '@academy/shared/cart';
import { api } from '../../../lib/api-client.ts';

/** Answers the cart as it now is. */
export const addToServerCart = async (slug: string, type: 'course' | 'robot') => (await api<ServerCart>('cart/add', { body: { slug, type } })).data!;
