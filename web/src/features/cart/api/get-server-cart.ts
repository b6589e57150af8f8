import type { ServerCart } from '@academy/shared/cart';
import { api } from '../../../lib/api-client.ts';

/** The server cart of the signed-in customer. */
export const fetchServerCart = async () => (await api<ServerCart>('cart/fetch')).data!;
