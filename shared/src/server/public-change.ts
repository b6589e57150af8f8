/**
 * What a change makes public pages show differently: everything (an admin's change), or one item's
 * pages and, when its rating as listings show it moved, the listings too (a review). The upstream
 * says it in PUBLIC_CHANGE_HEADER on its answer to the change; the caches of public reads and pages
 * forget only that, and tell the other instances through Redis in the same words.
 */
export type PublicChange = 'all' | { slug: string; listings: boolean };

export const PUBLIC_CHANGE_HEADER = 'x-public-change';

export const encodeChange = (change: PublicChange): string => (change === 'all' ? 'all' : `item=${change.slug}${change.listings ? ';listings' : ''}`);

/** Anything unreadable is taken as everything: forgetting too much is only slower. */
export function decodeChange(text: unknown): PublicChange {
  const found = typeof text === 'string' ? /^item=([a-z0-9-]+)(;listings)?$/.exec(text) : null;
  return found ? { slug: found[1]!, listings: Boolean(found[2]) } : 'all';
}
