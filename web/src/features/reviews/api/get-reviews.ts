import useSWR from 'swr';
import { REVIEWS_PAGE_SIZE } from '@academy/shared/constants';
import type { PublicReview } from '@academy/shared/reviews';
import { api } from '../../../lib/api-client.ts';

export type ReviewedKind = 'course' | 'robot';
interface ReviewPage {
  items: PublicReview[];
  totalRecords: number;
}

/** `courses/:slug` or `robots/:slug`: where an item's review calls live. */
export const reviewedItemPath = (kind: ReviewedKind, slug: string) => `${kind === 'course' ? 'courses' : 'robots'}/${encodeURIComponent(slug)}`;

/** The SWR key and fetcher of a page of an item's public reviews (the page and the server read them alike). */
export function reviewsPageRead(kind: ReviewedKind, slug: string, page = 1) {
  const path = `${reviewedItemPath(kind, slug)}/reviews`;
  const query = { page: String(page), length: String(REVIEWS_PAGE_SIZE) };
  return {
    key: `${path}?${new URLSearchParams(query).toString()}`,
    fetcher: async (): Promise<ReviewPage> => {
      const res = await api<PublicReview[]>(path, { query });
      return { items: res.data ?? [], totalRecords: res.totalRecords ?? 0 };
    },
  };
}

/** A page of the item's public reviews, newest first; the previous page stays on screen while the next loads. */
export function useReviews(kind: ReviewedKind, slug: string, page: number) {
  const { key, fetcher } = reviewsPageRead(kind, slug, page);
  return useSWR<ReviewPage, Error>(key, fetcher, { keepPreviousData: true });
}
