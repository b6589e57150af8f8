import useSWR from 'swr';
import type { OwnReview, ReviewRequest } from '@academy/shared/reviews';
import { api } from '../../../lib/api-client.ts';
import { reviewedItemPath, type ReviewedKind } from './get-reviews.ts';

/** The buyer's own review of the item (null: none yet); `enabled` false skips the read (not a buyer). */
export const useOwnReview = (kind: ReviewedKind, slug: string, enabled: boolean) =>
  useSWR<OwnReview, Error>(enabled ? `${reviewedItemPath(kind, slug)}/review` : null);

/** `POST <item>/:slug/review`: creates or edits the buyer's review; answers the server's message. */
export const writeReview = async (kind: ReviewedKind, slug: string, review: ReviewRequest) =>
  (await api(`${reviewedItemPath(kind, slug)}/review`, { body: review })).message;
