import { slugParams } from '../catalogue.ts';
import { messageResponse, withErrors } from '../envelope.ts';
import { ownReviewResponse, reviewListQuery, reviewListResponse, reviewRequest } from '../reviews.ts';
import { defineEndpoint } from './define.ts';

/** An item's public reviews, and a buyer's own one to read and write: the same three calls under each item prefix. */
const reviewsOf = <P extends 'courses' | 'robots'>(prefix: P) => ({
  list: defineEndpoint({
    method: 'GET',
    path: `${prefix}/:slug/reviews`,
    auth: 'public',
    params: slugParams,
    query: reviewListQuery,
    response: withErrors({ 200: reviewListResponse }),
  }),
  own: defineEndpoint({
    method: 'GET',
    path: `${prefix}/:slug/review`,
    auth: 'customer',
    params: slugParams,
    response: withErrors({ 200: ownReviewResponse }),
  }),
  write: defineEndpoint({
    method: 'POST',
    path: `${prefix}/:slug/review`,
    auth: 'customer',
    params: slugParams,
    body: reviewRequest,
    response: withErrors({ 200: messageResponse }),
  }),
});

export const courseReviews = reviewsOf('courses');
export const robotReviews = reviewsOf('robots');
