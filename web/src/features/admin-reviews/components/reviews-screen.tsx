import { useSearchParams } from 'react-router';
import type { AdminReview } from '@academy/shared/reviews';
import { ADMIN_TOAST_MS } from '@academy/shared/constants';
import { Button } from '../../../components/ui/button.tsx';
import { CountedTable } from '../../../components/ui/counted-table.tsx';
import { Stars } from '../../../components/ui/rating.tsx';
import { ACTIONS_COLUMN, type Column } from '../../../components/ui/data-table.tsx';
import { SearchForm } from '../../../components/ui/search-form.tsx';
import { dateTime } from '../../../lib/time-text.ts';
import { useToastedAction } from '../../../lib/toasted-action.ts';
import { useAdminReviews } from '../api/get-reviews.ts';
import { setReviewHidden } from '../api/hide-review.ts';

/** Hide or Show: says what the server answered, then the table is read again. */
function ReviewAction({ review, onChanged }: { review: AdminReview; onChanged: () => Promise<unknown> }) {
  const { busy, run } = useToastedAction({ duration: ADMIN_TOAST_MS });
  const act = async () => {
    if (await run(() => setReviewHidden(review.id, !review.hidden))) await onChanged();
  };
  return (
    <Button
      variant={review.hidden ? 'secondary' : 'danger'}
      className="px-3 py-1.5"
      disabled={busy}
      aria-label={`${review.hidden ? 'Show' : 'Hide'} the review of ${review.item.title} by ${review.user.name}`}
      onClick={() => void act()}
    >
      {review.hidden ? 'Show' : 'Hide'}
    </Button>
  );
}

function status(review: AdminReview) {
  if (review.hidden) return <span className="font-semibold text-red-400">Hidden</span>;
  if (!review.buyer) return <span className="font-semibold text-amber-300">Not shown: refunded</span>;
  return <span className="font-semibold text-green-400">Public</span>;
}

/** Every buyer's review, newest first, or one item's (`?slug=`, which the address holds); hide or show each. */
export function ReviewsScreen() {
  const [params, setParams] = useSearchParams();
  const slug = params.get('slug') ?? undefined;
  const list = useAdminReviews(slug);
  const columns: Column<AdminReview>[] = [
    {
      header: 'Review',
      cell: (r) => (
        <div className="min-w-40">
          <p className="text-sm">
            <Stars rating={r.rating} /> <span className="text-slate-300">{r.rating} out of 5</span>
          </p>
          <p className="mt-1 max-w-prose break-words whitespace-pre-line text-slate-200">{r.text}</p>
          <p className="mt-1 text-xs text-slate-400">
            {status(r)} · {dateTime(r.updated_at)}
          </p>
        </div>
      ),
    },
    {
      header: 'Item and buyer',
      cell: (r) => (
        <>
          <p className="text-slate-200">{r.item.title}</p>
          <p className="text-slate-400">{r.user.name}</p>
          <p className="break-all text-slate-400">{r.user.email}</p>
        </>
      ),
    },
    { header: 'Actions', className: ACTIONS_COLUMN, cell: (r) => <ReviewAction review={r} onChanged={list.reload} /> },
  ];
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-semibold">Reviews</h1>
        <p className="text-slate-300">What buyers wrote about courses and robots. A hidden review leaves the product page and its average.</p>
      </div>
      <SearchForm
        id="review-item-search"
        label="Item (its slug)"
        value={slug ?? ''}
        onFind={(value) => setParams(value ? { slug: value } : {})}
        placeholder="forex-foundations"
      />
      <CountedTable
        key={slug}
        list={list}
        noun={['review', 'reviews']}
        testId="reviews-count"
        label="Reviews"
        columns={columns}
        rowKey={(r) => r.id}
        empty="No reviews for now"
      />
    </div>
  );
}
