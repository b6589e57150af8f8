import type { RatingSummary } from '@academy/shared/catalogue';

/** A rating as five star characters ("★★★★☆"), rounded to the nearest whole star; the words beside it say the exact figure. */
export function Stars({ rating, className = '' }: { rating: number; className?: string }) {
  const full = Math.round(rating);
  return (
    <span aria-hidden="true" className={`tracking-wider text-accent-400 ${className}`}>
      {'★'.repeat(full)}
      <span className="text-slate-600">{'★'.repeat(5 - full)}</span>
    </span>
  );
}

/** "4.5 out of 5, 12 reviews". */
export const ratingText = (average: number, count: number) => `${average} out of 5, ${count} ${count === 1 ? 'review' : 'reviews'}`;

/** The average in stars and words, or that there is none yet. */
export function RatingLine({ rating }: { rating: RatingSummary }) {
  if (rating.average === null) return <p className="text-sm text-slate-400">No reviews yet</p>;
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-slate-200">
      <Stars rating={rating.average} />
      <span data-testid="rating-text">{ratingText(rating.average, rating.count)}</span>
    </p>
  );
}
