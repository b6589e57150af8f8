import type { ServerCart } from '@academy/shared/cart';
import { api } from '../../../lib/api-client.ts';

/** Answers the cart as it now is. */
export const removeFromServerCart = async (slug: string) => (await api<ServerCart>('cart/remove', { body: { slug } })).data!;
