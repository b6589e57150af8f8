import { useState } from 'react';
import type { RatingSummary } from '@academy/shared/catalogue';
import { REVIEWS_PAGE_SIZE } from '@academy/shared/constants';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { useHydrated } from '../../../lib/hydration.ts';
import { useSession } from '../../../lib/session.ts';
import { dateOnly } from '../../../lib/time-text.ts';
import { type ReviewedKind, useReviews } from '../api/get-reviews.ts';
import { ReviewForm } from './review-form.tsx';
import { RatingLine, Stars } from '../../../components/ui/rating.tsx';

interface ReviewedItem {
  type: ReviewedKind;
  slug: string;
  owned: boolean;
  rating: RatingSummary;
}

/**
 * A detail page's reviews: the average, the buyer's own form, and the public reviews newest first.
 * Every text is React text, so a review's markup shows as written. `itemKey` is the detail read the
 * average comes from.
 */
export function ItemReviews({ item, itemKey }: { item: ReviewedItem; itemKey: string }) {
  const [page, setPage] = useState(1);
  const { data } = useReviews(item.type, item.slug, page);
  const { session } = useSession();
  // Dates in the reader's time zone, which the server rendering does not know.
  const hydrated = useHydrated();
  return (
    <section aria-labelledby="reviews-title" className="mt-10 flex flex-col gap-5">
      <div className="flex flex-col gap-1">
        <h2 id="reviews-title" className="text-xl font-semibold">
          Reviews
        </h2>
        <RatingLine rating={item.rating} />
      </div>
      {item.owned && session.customer && <ReviewForm kind={item.type} slug={item.slug} itemKey={itemKey} />}
      {data && data.items.length > 0 && (
        <ul className="flex flex-col gap-4" aria-label="Reviews of buyers">
          {data.items.map((review) => (
            <li key={review.id} className="rounded-2xl border border-navy-700 bg-navy-900 p-5">
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                <Stars rating={review.rating} />
                <span className="sr-only">{review.rating} out of 5</span>
                <span className="font-semibold text-slate-100">{review.reviewer}</span>
                {hydrated && <span className="text-slate-400">{dateOnly(review.created_at)}</span>}
              </p>
              <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-slate-300">{review.text}</p>
            </li>
          ))}
        </ul>
      )}
      {data && <Pagination page={page} total={data.totalRecords} pageSize={REVIEWS_PAGE_SIZE} onPage={setPage} label="Review pages" />}
    </section>
  );
}
