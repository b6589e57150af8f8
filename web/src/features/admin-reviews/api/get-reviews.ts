import type { AdminReview } from '@academy/shared/reviews';
import { usePaged } from '../../../lib/use-paged.ts';

/** `admin/reviews`: every review (or one item's, by its slug), newest first. Read afresh on each visit: buyers write meanwhile. */
export const useAdminReviews = (slug: string | undefined) => usePaged<AdminReview>('admin/reviews', { filter: { slug }, fresh: true });
