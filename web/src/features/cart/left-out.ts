import type { CartMerge, CartProduct } from '@academy/shared/cart';

const list = new Intl.ListFormat('en', { type: 'conjunction' });

/** What to tell a customer whose guest cart lost items at login, naming them as the guest saw them: one sentence per reason. */
export function leftOutNotices(guest: CartProduct[], merged: Pick<CartMerge, 'owned' | 'unavailable'>): string[] {
  const titles = (slugs: string[]) => list.format(slugs.map((slug) => guest.find((i) => i.slug === slug)?.title ?? slug));
  const notices: string[] = [];
  if (merged.owned.length === 1) notices.push(`You already own ${titles(merged.owned)}, so it was taken out of your cart.`);
  if (merged.owned.length > 1) notices.push(`You already own ${titles(merged.owned)}, so they were taken out of your cart.`);
  if (merged.unavailable.length === 1) notices.push(`${titles(merged.unavailable)} is no longer for sale, so it was taken out of your cart.`);
  if (merged.unavailable.length > 1) notices.push(`${titles(merged.unavailable)} are no longer for sale, so they were taken out of your cart.`);
  return notices;
}
