import type { CartMerge } from '@academy/shared/cart';
import { api } from '../../../lib/api-client.ts';

/** A guest's items into the customer's cart in one call: answers the cart, and what was left out (owned, no longer sold) without an error. */
export const mergeIntoServerCart = async (items: { slug: string; type: 'course' | 'robot' }[]) =>
  (await api<CartMerge>('cart/merge', { body: { items: items.map(({ slug, type }) => ({ slug, type })) } })).data!;
