import type { ServerCart } from '@academy/shared/cart';
import { api } from '../../../lib/api-client.ts';

/** The server cart; every change answers the cart as it now is. */
export const fetchServerCart = async () => (await api<ServerCart>('cart/fetch')).data!;
export const addToServerCart = async (slug: string, type: 'course' | 'robot') => (await api<ServerCart>('cart/add', { body: { slug, type } })).data!;
export const removeFromServerCart = async (slug: string) => (await api<ServerCart>('cart/remove', { body: { slug } })).data!;
export const clearServerCart = async () => (await api<ServerCart>('cart/clear', { body: {} })).data!;
