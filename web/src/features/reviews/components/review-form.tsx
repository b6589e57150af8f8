import { type SubmitEvent, useId } from 'react';
import { toast } from 'sonner';
import { useSWRConfig } from 'swr';
import { REVIEW_TEXT_MAX, reviewRequest } from '@academy/shared/reviews';
import { Button } from '../../../components/ui/button.tsx';
import { checkForm, formValues } from '../../../lib/form.ts';
import { useToastedAction } from '../../../lib/toasted-action.ts';
import { reviewedItemPath, type ReviewedKind } from '../api/get-reviews.ts';
import { useOwnReview, writeReview } from '../api/own-review.ts';

const RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * A buyer's review: "Write a review", or "Edit your review" with theirs filled in. Once saved, the
 * item's reviews and its average (`itemKey`, the detail read) are read again.
 */
export function ReviewForm({ kind, slug, itemKey }: { kind: ReviewedKind; slug: string; itemKey: string }) {
  const own = useOwnReview(kind, slug, true);
  const { mutate } = useSWRConfig();
  const { busy, run } = useToastedAction();
  const textId = useId();
  if (own.data === undefined) return null;
  const review = own.data;

  async function submit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const { rating, text } = formValues(e.currentTarget);
    const { data, errors } = checkForm(reviewRequest, { rating: rating ? Number(rating) : undefined, text });
    if (!data) return void toast.error(errors.rating ?? errors.text ?? 'Check your review');
    if (!(await run(() => writeReview(kind, slug, data)))) return;
    const item = reviewedItemPath(kind, slug);
    await mutate((key) => key === itemKey || (typeof key === 'string' && key.startsWith(`${item}/review`)));
  }

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      className="flex flex-col gap-4 rounded-2xl border border-navy-700 bg-navy-900 p-5"
      aria-labelledby={`${textId}-title`}
    >
      <h3 id={`${textId}-title`} className="text-lg font-semibold">
        {review ? 'Edit your review' : 'Write a review'}
      </h3>
      {review?.hidden && <p className="text-sm text-amber-300">An admin has hidden your review from this page.</p>}
      {/* Keyed on the stored review, so a save shows what the server kept. */}
      <fieldset key={`${review?.rating}`} className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-200">Your rating</legend>
        <div className="flex flex-wrap gap-2">
          {RATINGS.map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-lg border border-navy-700 px-3 py-2 text-sm text-slate-200 has-checked:border-accent-400 has-checked:bg-navy-800"
            >
              <input type="radio" name="rating" value={n} defaultChecked={review?.rating === n} className="mr-2 accent-accent-400" />
              {n} {n === 1 ? 'star' : 'stars'}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={textId} className="text-sm font-medium text-slate-200">
          Your review
        </label>
        <textarea
          key={review?.text}
          id={textId}
          name="text"
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
          defaultValue={review?.text ?? ''}
          className="rounded-lg border border-navy-700 bg-navy-950 px-3 py-2.5 text-slate-100"
        />
      </div>
      <Button type="submit" disabled={busy} className="self-start">
        {review ? 'Save your review' : 'Post your review'}
      </Button>
    </form>
  );
}
