import { z } from 'zod';
import { ADMIN_PAGE_SIZE, MAX_PAGE_LENGTH, REVIEWS_PAGE_SIZE } from './constants.ts';
import { slug } from './catalogue.ts';
import { envelope, pagedEnvelope, pageQuery } from './envelope.ts';

export const REVIEW_TEXT_MAX = 2000;

/** `POST courses/:slug/review`, `POST robots/:slug/review`: a buyer's rating, created or edited. */
export const reviewRequest = z.object({
  rating: z
    .number({ error: 'Choose a rating from 1 to 5' })
    .int()
    .min(1, { message: 'Choose a rating from 1 to 5' })
    .max(5, { message: 'Choose a rating from 1 to 5' }),
  text: z
    .string({ error: 'Write a few words' })
    .trim()
    .min(1, { message: 'Write a few words' })
    .max(REVIEW_TEXT_MAX, { message: `A review is at most ${REVIEW_TEXT_MAX} characters` })
    // PostgreSQL refuses NUL in text; other control characters but line breaks and tabs have no place in a review.
    .regex(/^[^\u0000-\u0008\u000b\u000c\u000e-\u001f]*$/, { message: 'The review contains invalid characters' }),
});
export type ReviewRequest = z.infer<typeof reviewRequest>;

/** A review as the public sees it: the reviewer as first name and last initial. */
export const publicReview = z.object({
  id: z.uuid(),
  reviewer: z.string(),
  rating: z.number().int(),
  text: z.string(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type PublicReview = z.infer<typeof publicReview>;

/** `GET <item>/:slug/reviews`: newest first, hidden ones and those of refunded buyers left out. */
export const reviewListQuery = pageQuery(REVIEWS_PAGE_SIZE, MAX_PAGE_LENGTH);
export const reviewListResponse = pagedEnvelope(publicReview);

/** The signed-in buyer's own review (hidden or not), or null: what their form starts from. */
export const ownReview = z.object({ rating: z.number().int(), text: z.string(), hidden: z.boolean() }).nullable();
export type OwnReview = z.infer<typeof ownReview>;
export const ownReviewResponse = envelope(ownReview);

export const reviewItemType = z.enum(['course', 'robot']);

/** `GET admin/reviews`: every review, newest first, optionally of one item. */
export const adminReviewQuery = pageQuery(ADMIN_PAGE_SIZE, MAX_PAGE_LENGTH).extend({
  type: reviewItemType.optional(),
  slug: slug.optional(),
});
export type AdminReviewQuery = z.infer<typeof adminReviewQuery>;

export const adminReview = z.object({
  id: z.uuid(),
  item: z.object({ type: reviewItemType, slug: z.string(), title: z.string() }),
  user: z.object({ name: z.string(), email: z.string() }),
  rating: z.number().int(),
  text: z.string(),
  hidden: z.boolean(),
  /** False once the reviewer's purchase was refunded: the public no longer sees it either way. */
  buyer: z.boolean(),
  updated_at: z.iso.datetime({ offset: true }),
});
export type AdminReview = z.infer<typeof adminReview>;
export const adminReviewListResponse = pagedEnvelope(adminReview);

export const reviewIdParams = z.object({ id: z.uuid({ message: 'id must be a review id' }) });
