import type { ServerCart } from '@academy/shared/cart';
import { api } from '../../../lib/api-client.ts';

/** Answers the cart as it now is (empty). */
export const clearServerCart = async () => (await api<ServerCart>('cart/clear', { body: {} })).data!;
